import { formatDate } from '../../../lib/format-date';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { kindLabelKey } from '../transaction-kinds';
import type { TransactionRow } from '../types';
import { RecordLine } from './RecordLine';
import { SignedAmount } from './SignedAmount';

/** One ledger row: what it was (group, kind, counterparty), when, signed amount, balance after. */
export function TransactionItem({ row }: { row: TransactionRow }) {
  const { t } = useTranslation('records');
  const money = useMoney();
  const kind = t(kindLabelKey(row));
  const title = row.counterparty
    ? t(row.amount < 0 ? 'transactions.to' : 'transactions.from', { kind, name: row.counterparty })
    : kind;
  return (
    <RecordLine
      testId={`transaction-${row.group}`}
      title={title}
      amount={<SignedAmount amount={row.amount} testId="transaction-amount" />}
      subtitle={formatDate(row.time, 'dateTimeSeconds', currentLanguage())}
      detail={t('transactions.balanceAfter', { amount: money(row.balanceAfter) })}
    />
  );
}
