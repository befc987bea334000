import { useTranslation } from '../../../lib/i18n';
import { ChipFilter } from '../../../ui/ChipFilter';
import { statusText } from '../texts';
import type { DepositStatus } from '../types';

const STATUSES: DepositStatus[] = ['pending', 'approved', 'declined', 'expired'];

interface StatusFilterProps {
  value?: DepositStatus;
  onChange(status: DepositStatus | undefined): void;
}

/** All statuses, or one of them. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const { t } = useTranslation('deposit');
  const options = [
    { id: 'all' as const, label: t('report.all') },
    ...STATUSES.map((status) => ({ id: status, label: statusText(t, status) })),
  ];
  return (
    <ChipFilter
      options={options}
      value={value ?? 'all'}
      onChange={(id) => onChange(id === 'all' ? undefined : id)}
      testIdPrefix="deposit-status"
      label={t('report.status_filter')}
    />
  );
}
