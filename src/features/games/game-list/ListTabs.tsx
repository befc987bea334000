import { useTranslation } from '../../../lib/i18n';
import { Tabs } from '../../../ui';
import { LIST_TABS, type ListTab } from './list-state';

/** The all / hot / recent / favourites tabs (dataType values of spec §2). */
export function ListTabs({ active, onSelect }: { active: ListTab; onSelect(tab: ListTab): void }) {
  const { t } = useTranslation('shell');
  const tabs = LIST_TABS.map((id) => ({ id, label: t(`games.tabs.${id}`) }));
  return <Tabs tabs={tabs} active={active} onSelect={onSelect} testIdPrefix="list-tab" />;
}
