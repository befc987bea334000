import { useState } from 'react';
import styled from 'styled-components';

import { footerOf } from '../../lib/paged-report';
import { useTranslation } from '../../lib/i18n';
import { useMoney } from '../../lib/use-money';
import {
  RangeTabs,
  type RangePreset,
  ReportList,
  SummaryBar,
  useReportDays,
} from '../../ui/report';
import { useDepositReport } from './api/deposit-report';
import { DepositReportRow } from './report/DepositReportRow';
import { StatusFilter } from './report/StatusFilter';
import type { DepositStatus } from './types';

const Page = styled.div`
  min-height: 100%;
  color: ${({ theme }) => theme.palette.text};
  background: ${({ theme }) => theme.palette.surface};
`;

const Totals = styled.div`
  padding: 0 ${({ theme }) => theme.spacing(4)};
`;

/** Deposit records (`/m/vouReport`, flag DEPRECM3): range tabs, a status filter, totals, rows. */
export function DepositReportScreen() {
  const { t } = useTranslation('deposit');
  const money = useMoney();
  const [preset, setPreset] = useState<RangePreset>('last7');
  const days = useReportDays(preset);
  const [status, setStatus] = useState<DepositStatus>();
  const query = useDepositReport(days, status);
  const footer = footerOf(query.data?.pages);
  return (
    <Page data-testid="deposit-report">
      <RangeTabs value={preset} onChange={setPreset} />
      <StatusFilter value={status} onChange={setStatus} />
      {footer && (
        <Totals>
          <SummaryBar
            items={[
              {
                label: t('report.total'),
                value: money(footer.totalAmount),
                testId: 'deposit-total',
              },
              {
                label: t('report.approved_total'),
                value: money(footer.approvedAmount),
                testId: 'deposit-approved-total',
              },
              { label: t('report.approved_count'), value: String(footer.approvedCount) },
            ]}
          />
        </Totals>
      )}
      <ReportList
        query={query}
        rowKey={(row) => row.id}
        renderRow={(row) => <DepositReportRow row={row} />}
        emptyText={t('report.empty')}
        testId="deposit-rows"
      />
    </Page>
  );
}
