import { useState } from 'react';
import styled from 'styled-components';

import { footerOf } from '../../lib/paged-report';
import { useTranslation } from '../../lib/i18n';
import { useMoney } from '../../lib/use-money';
import { Tabs } from '../../ui';
import {
  RangeTabs,
  type RangePreset,
  ReportList,
  SummaryBar,
  useReportDays,
} from '../../ui/report';
import { useWithdrawReport } from './api/withdraw-report';
import { WithdrawalRow } from './report/WithdrawalRow';
import type { WithdrawalStatus } from './types';

const Page = styled.div`
  min-height: 100%;
  padding: 0 ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(3)};
  background: ${({ theme }) => theme.palette.surface};
`;

const STATUSES = ['all', 'pending', 'approved', 'rejected'] as const;
type StatusFilter = (typeof STATUSES)[number];

/** `/m/withdrawReport`: the member's withdrawals by range and status, with totals. */
export function WithdrawReportScreen() {
  const { t } = useTranslation('withdraw');
  const money = useMoney();
  const [preset, setPreset] = useState<RangePreset>('last7');
  const days = useReportDays(preset);
  const [status, setStatus] = useState<StatusFilter>('all');
  const query = useWithdrawReport(
    days,
    status === 'all' ? undefined : (status as WithdrawalStatus),
  );
  const totals = footerOf(query.data?.pages);
  const tabs = STATUSES.map((id) => ({
    id,
    label: t(id === 'all' ? 'report.all' : `status.${id}`),
  }));
  return (
    <Page data-testid="withdraw-report-screen">
      <RangeTabs value={preset} onChange={setPreset} />
      <Tabs<StatusFilter>
        tabs={tabs}
        active={status}
        onSelect={setStatus}
        testIdPrefix="withdraw-status"
      />
      <SummaryBar
        items={[
          {
            label: t('report.total'),
            value: money(totals?.totalAmount ?? 0),
            testId: 'withdraw-report-total',
          },
          { label: t('report.totalFee'), value: money(totals?.totalFee ?? 0) },
          { label: t('report.totalNet'), value: money(totals?.totalNetAmount ?? 0) },
          {
            label: t('status.pending'),
            value: money(totals?.pendingAmount ?? 0),
            testId: 'withdraw-report-pending',
          },
        ]}
      />
      <ReportList
        query={query}
        rowKey={(row) => row.id}
        renderRow={(row) => <WithdrawalRow row={row} />}
        emptyText={t('report.empty')}
        testId="withdraw-report-rows"
      />
    </Page>
  );
}
