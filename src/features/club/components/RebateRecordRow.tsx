import { useState } from 'react';
import styled from 'styled-components';

import { formatDate } from '../../../lib/format-date';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { StatusPill } from '../../../ui/report';
import type { RebateRecord } from '../../../../contract/club';
import { RebateTable } from './RebateTable';

const Head = styled.button`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 8px;
  width: 100%;
  padding: 0 12px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  text-align: start;
  small {
    color: ${({ theme }) => theme.palette.textMuted};
  }
  strong {
    text-align: end;
    color: ${({ theme }) => theme.palette.success};
    font-variant-numeric: tabular-nums;
  }
`;

const Detail = styled.div`
  padding: 8px 12px 0;
`;

/** A claimed rebate: when, level, amount; tapping shows its part per game type. */
export function RebateRecordRow({ record }: { record: RebateRecord }) {
  const { t } = useTranslation('club');
  const money = useMoney();
  const [open, setOpen] = useState(false);
  return (
    <div data-testid="rebate-record" data-id={record.id}>
      <Head aria-expanded={open} onClick={() => setOpen(!open)}>
        <span>
          {t('report.manual')} · {record.levelName}
        </span>
        <strong data-testid="rebate-record-amount">{money(record.amount)}</strong>
        <small>{formatDate(record.rebateTime, 'dateTimeSeconds', currentLanguage())}</small>
        <span style={{ textAlign: 'end' }}>
          <StatusPill tone="good">{t('report.issued')}</StatusPill>
        </span>
      </Head>
      {open && (
        <Detail>
          <RebateTable
            rows={record.details}
            totalBet={record.betAmount}
            totalAmount={record.amount}
            testId="rebate-record-detail"
          />
        </Detail>
      )}
    </div>
  );
}
