import styled from 'styled-components';

import { useWalletBalance } from '../../entities/wallet/wallet-balance';
import { isApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useMoney } from '../../lib/use-money';
import { EmptyState, ErrorState, LoadingIndicator } from '../../ui';
import { SummaryBar } from '../../ui/report';
import { useUplineTransfer } from './api/get-upline-transfer';
import { Page } from './components/Page';
import { RecentTransfers } from './components/RecentTransfers';
import { TransferForm } from './components/TransferForm';
import { recordsError } from './records-error';

const Section = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing(5)};
`;

/** Answers that mean "not for this account", shown as a notice rather than a retry. */
const REFUSALS = new Set(['function.not.available', 'upline.not.found']);

/** `/m/upLine/transfer`: send money to the upline, and the latest transfers. */
export function UpLineTransferScreen() {
  const { t } = useTranslation('records');
  const money = useMoney();
  const info = useUplineTransfer();
  const balance = useWalletBalance();
  if (info.isPending || balance.isPending) return <LoadingIndicator />;
  if (info.isError && isApiError(info.error) && REFUSALS.has(info.error.code))
    return <EmptyState title={recordsError(t, info.error)} />;
  if (info.isError || balance.isError) {
    const retry = () => void Promise.all([info.refetch(), balance.refetch()]);
    return <ErrorState message={recordsError(t, info.error ?? balance.error)} onRetry={retry} />;
  }
  const available = balance.data.sumBalance;
  return (
    <Page data-testid="upline-transfer-screen">
      <SummaryBar
        items={[
          { label: t('transfer.upline'), value: info.data.upline, testId: 'upline-name' },
          { label: t('transfer.balance'), value: money(available), testId: 'upline-balance' },
        ]}
      />
      <Section>
        <TransferForm info={info.data} balance={available} />
      </Section>
      <RecentTransfers transfers={info.data.transfers} />
    </Page>
  );
}
