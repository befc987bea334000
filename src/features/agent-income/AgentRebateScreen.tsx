import { useState } from 'react';

import { useTranslation } from '../../lib/i18n';
import { footerOf } from '../../lib/paged-report';
import { useMoney } from '../../lib/use-money';
import {
  type RangePreset,
  RangeTabs,
  ReportList,
  SummaryBar,
  useReportDays,
} from '../../ui/report';
import { useRebateIncome } from './api/get-rebate-income';
import { RateTable } from './components/RateTable';
import { RebateDayItem } from './components/RebateDayItem';
import { Page } from './components/styles';

/** `/m/member/agent/agentRebeat`: the agent's rebate income per day, its totals and its rates. */
export function AgentRebateScreen() {
  const { t } = useTranslation('agentIncome');
  const money = useMoney();
  const [preset, setPreset] = useState<RangePreset>('last7');
  const query = useRebateIncome(useReportDays(preset));
  const totals = footerOf(query.data?.pages);
  return (
    <Page data-testid="agent-rebate-screen">
      <RangeTabs value={preset} onChange={setPreset} />
      <SummaryBar
        items={[
          {
            label: t('rebate.totalBet'),
            value: money(totals?.validBetAmount ?? 0),
            testId: 'agent-rebate-total-bet',
          },
          {
            label: t('rebate.total'),
            value: money(totals?.rebateAmount ?? 0),
            testId: 'agent-rebate-total',
          },
          {
            label: t('rebate.settled'),
            value: money(totals?.settledAmount ?? 0),
            testId: 'agent-rebate-settled',
          },
          {
            label: t('rebate.pending'),
            value: money(totals?.pendingAmount ?? 0),
            testId: 'agent-rebate-pending',
          },
        ]}
      />
      <RateTable />
      <ReportList
        query={query}
        rowKey={(row) => row.day}
        renderRow={(row) => <RebateDayItem row={row} />}
        emptyText={t('rebate.empty')}
        testId="agent-rebate-days"
      />
    </Page>
  );
}
