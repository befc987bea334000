import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import styled from 'styled-components';

import { walletKeys } from '../../../entities/wallet/wallet-keys';
import { formatDate } from '../../../lib/format-date';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { Button, ErrorState, LoadingIndicator } from '../../../ui';
import { StatusPill } from '../../../ui/report';
import { useDeposit } from '../api/get-deposit';
import { openPaymentPage } from '../pay-url';
import { depositErrorText, statusText, statusTone } from '../texts';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(5)};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  text-align: center;
  p {
    margin: 0;
  }
  small {
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

const Amount = styled.p`
  font-size: 28px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Qr = styled.img`
  width: 200px;
  height: 200px;
`;

/** The outcome of one deposit (`?deposit=<id>`, where the payment page sends the player back). */
export function DepositResult({ id, onNew }: { id: number; onNew(): void }) {
  const { t } = useTranslation('deposit');
  const money = useMoney();
  const client = useQueryClient();
  const query = useDeposit(id);
  const status = query.data?.status;
  useEffect(() => {
    if (status === 'approved') void client.invalidateQueries({ queryKey: walletKeys.balance() });
  }, [status, client]);
  if (query.isPending) return <LoadingIndicator />;
  if (query.isError)
    return (
      <ErrorState message={depositErrorText(t, query.error)} onRetry={() => void query.refetch()} />
    );
  const deposit = query.data;
  return (
    <Card data-testid="deposit-result" data-status={deposit.status}>
      <StatusPill tone={statusTone(deposit.status)} data-testid="deposit-result-status">
        {statusText(t, deposit.status)}
      </StatusPill>
      <Amount data-testid="deposit-result-amount">{money(deposit.amount)}</Amount>
      <p>{t(`result.${deposit.status}`)}</p>
      <small>
        {deposit.channelName} · {t('report.order', { orderNo: deposit.orderNo })} ·{' '}
        {formatDate(deposit.decidedAt ?? deposit.createdAt, 'dateTime', currentLanguage())}
      </small>
      {deposit.qrImage && (
        <Qr src={deposit.qrImage} alt={t('result.scan')} data-testid="deposit-qr" />
      )}
      {deposit.payUrl && (
        <Button
          block
          onClick={() => openPaymentPage(deposit.payUrl ?? '')}
          data-testid="deposit-pay"
        >
          {t('result.pay')}
        </Button>
      )}
      <Button block variant="secondary" onClick={onNew} data-testid="deposit-new">
        {t('result.new')}
      </Button>
    </Card>
  );
}
