import styled from 'styled-components';

import { formatDate } from '../../../lib/format-date';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { StatusPill, type StatusTone } from '../../../ui/report';
import type { Withdrawal, WithdrawalStatus } from '../types';

const TONE: Record<WithdrawalStatus, StatusTone> = {
  pending: 'pending',
  approved: 'good',
  rejected: 'bad',
};

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  & + & {
    margin-top: ${({ theme }) => theme.spacing(1)};
  }
`;

const Amount = styled.strong`
  font-variant-numeric: tabular-nums;
`;

const Small = styled.span`
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 0.8rem;
`;

/** One withdrawal: order, amount, status, card, fee and net, times and the rejection reason. */
export function WithdrawalRow({ row }: { row: Withdrawal }) {
  const { t } = useTranslation('withdraw');
  const money = useMoney();
  const when = (time: number) => formatDate(time, 'dateTime', currentLanguage());
  return (
    <div data-testid={`withdrawal-${row.id}`} data-status={row.status}>
      <Line>
        <Amount data-testid="withdrawal-amount">{money(row.amount)}</Amount>
        <StatusPill tone={TONE[row.status]} data-testid="withdrawal-status">
          {t(`status.${row.status}`)}
        </StatusPill>
      </Line>
      <Line>
        <Small>{row.orderNo}</Small>
        <Small>{when(row.createdAt)}</Small>
      </Line>
      <Line>
        <Small>
          {row.bankCard.bankName} {row.bankCard.accountNumber}
        </Small>
        <Small>{t('report.feeNet', { fee: money(row.fee), net: money(row.netAmount) })}</Small>
      </Line>
      {row.decidedAt !== null && (
        <Line>
          <Small>{t('report.decidedAt', { time: when(row.decidedAt) })}</Small>
        </Line>
      )}
      {row.reason && (
        <Line>
          <Small data-testid="withdrawal-reason">
            {t('report.reason', { reason: row.reason })}
          </Small>
        </Line>
      )}
    </div>
  );
}
