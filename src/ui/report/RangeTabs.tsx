import { useTranslation } from 'react-i18next';

import { Tabs } from '../Tabs';
import { RANGE_PRESETS, type RangePreset } from './date-range';

export interface RangeTabsProps {
  value: RangePreset;
  onChange(preset: RangePreset): void;
}

/** Today / yesterday / last 7 days / last 30 days, the ranges a report offers. */
export function RangeTabs({ value, onChange }: RangeTabsProps) {
  const { t } = useTranslation('common');
  const tabs = RANGE_PRESETS.map((id) => ({ id, label: t(`report.${id}`) }));
  return <Tabs tabs={tabs} active={value} onSelect={onChange} testIdPrefix="report-range" />;
}
