import styled from 'styled-components';

import { formatDate } from '../../../lib/format-date';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { StatusPill } from '../../../ui/report';
import type { DepositReportRow as Row } from '../api/deposit-report';
import { statusText, statusTone } from '../texts';

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: 0 ${({ theme }) => theme.spacing(4)};
  small {
    display: block;
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: 12px;
  }
`;

const End = styled.div`
  text-align: end;
`;

const Amount = styled.strong`
  font-variant-numeric: tabular-nums;
`;

/** One deposit: channel, order number, time; amount and status. */
export function DepositReportRow({ row }: { row: Row }) {
  const { t } = useTranslation('deposit');
  const money = useMoney();
  return (
    <Line data-testid="deposit-row" data-status={row.status}>
      <div>
        {row.channelName}
        <small>{t('report.order', { orderNo: row.orderNo })}</small>
        <small>{formatDate(row.createdAt, 'dateTimeSeconds', currentLanguage())}</small>
      </div>
      <End>
        <Amount data-testid="deposit-row-amount">{money(row.amount)}</Amount>
        <small>
          <StatusPill tone={statusTone(row.status)} data-testid="deposit-row-status">
            {statusText(t, row.status)}
          </StatusPill>
        </small>
      </End>
    </Line>
  );
}
