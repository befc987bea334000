import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/format';
import type { LotterySetting } from '../types';
import { clampMultiple } from './bet-math';
import { ButtonRow, DigitButton } from './DigitButton';

export interface UnitMultipleProps {
  setting: LotterySetting;
  unit: number;
  multiple: number;
  onUnit(unit: number): void;
  onMultiple(multiple: number): void;
}

const Label = styled.span`
  flex-basis: 100%;
  font-weight: 600;
`;

const MultipleInput = styled.input`
  width: 72px;
  min-height: 36px;
  padding: 0 8px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

/** The price of one bet (from the game's units) and the multiple, kept inside the allowed range. */
export function UnitMultiple({ setting, unit, multiple, onUnit, onMultiple }: UnitMultipleProps) {
  const { t, i18n } = useTranslation('shell');
  const clamp = (value: number) =>
    onMultiple(clampMultiple(value, setting.minMultiple, setting.maxMultiple));
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <ButtonRow role="radiogroup" aria-label={t('lottery.unit')}>
        <Label>{t('lottery.unit')}</Label>
        {setting.units.map((value) => (
          <DigitButton
            key={value}
            $wide
            role="radio"
            aria-checked={value === unit}
            data-testid={`lottery-unit-${value}`}
            onClick={() => onUnit(value)}
          >
            {formatAmount(value, i18n.language)}
          </DigitButton>
        ))}
      </ButtonRow>
      <ButtonRow style={{ alignItems: 'center' }}>
        <Label as="label" htmlFor="lottery-multiple">
          {t('lottery.multiple')}
        </Label>
        <DigitButton aria-label={t('lottery.less')} onClick={() => clamp(multiple - 1)}>
          −
        </DigitButton>
        <MultipleInput
          id="lottery-multiple"
          data-testid="lottery-multiple"
          type="number"
          inputMode="numeric"
          min={setting.minMultiple}
          max={setting.maxMultiple}
          value={multiple}
          onChange={(event) => clamp(Number(event.target.value))}
        />
        <DigitButton aria-label={t('lottery.more')} onClick={() => clamp(multiple + 1)}>
          +
        </DigitButton>
      </ButtonRow>
    </div>
  );
}
