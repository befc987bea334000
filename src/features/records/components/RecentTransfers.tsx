import { formatDate } from '../../../lib/format-date';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { EmptyState } from '../../../ui';
import type { UplineTransfer } from '../api/get-upline-transfer';
import { Heading } from './Page';
import { RecordLine } from './RecordLine';
import { SignedAmount } from './SignedAmount';

/** The member's latest transfers to the upline. */
export function RecentTransfers({ transfers }: { transfers: readonly UplineTransfer[] }) {
  const { t } = useTranslation('records');
  const money = useMoney();
  return (
    <section>
      <Heading>{t('transfer.recent')}</Heading>
      {transfers.length === 0 ? (
        <EmptyState title={t('transfer.none')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="upline-transfers">
          {transfers.map((transfer) => (
            <li key={transfer.id} style={{ padding: '8px 0' }}>
              <RecordLine
                testId="upline-transfer-row"
                title={t('transfer.to', { name: transfer.upline })}
                amount={<SignedAmount amount={-transfer.amount} />}
                subtitle={formatDate(transfer.time, 'dateTimeSeconds', currentLanguage())}
                detail={t('transactions.balanceAfter', { amount: money(transfer.balanceAfter) })}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
