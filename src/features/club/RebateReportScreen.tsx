import { useState } from 'react';
import styled from 'styled-components';

import { footerOf } from '../../lib/paged-report';
import { useTranslation } from '../../lib/i18n';
import { useMoney } from '../../lib/use-money';
import {
  RangeTabs,
  type RangePreset,
  useReportDays,
  ReportList,
  SummaryBar,
} from '../../ui/report';
import { useRebateReport } from './api/get-rebate-report';
import { RebateRecordRow } from './components/RebateRecordRow';

const Page = styled.div`
  padding: 0 12px 12px;
  background: ${({ theme }) => theme.palette.surface};
  min-height: 100%;
`;

/** `/m/member/rebateReport`: claimed rebates by date range, with totals and per-type detail. */
export function RebateReportScreen() {
  const { t } = useTranslation('club');
  const money = useMoney();
  const [preset, setPreset] = useState<RangePreset>('today');
  const days = useReportDays(preset);
  const query = useRebateReport(days);
  const totals = footerOf(query.data?.pages);
  return (
    <Page data-testid="rebate-report-screen">
      <RangeTabs value={preset} onChange={setPreset} />
      <SummaryBar
        items={[
          {
            label: t('report.totalRebate'),
            value: money(totals?.totalAmount ?? 0),
            testId: 'rebate-report-total',
          },
          {
            label: t('report.totalBet'),
            value: money(totals?.totalBet ?? 0),
            testId: 'rebate-report-bet',
          },
        ]}
      />
      <ReportList
        query={query}
        rowKey={(record) => record.id}
        renderRow={(record) => <RebateRecordRow record={record} />}
        emptyText={t('report.empty')}
        testId="rebate-report-rows"
      />
    </Page>
  );
}
