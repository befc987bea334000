import { useState } from 'react';

import { useTranslation } from '../../lib/i18n';
import { footerOf } from '../../lib/paged-report';
import { useMoney } from '../../lib/use-money';
import {
  type RangePreset,
  RangeTabs,
  ReportList,
  SearchBox,
  SummaryBar,
  useReportDays,
} from '../../ui/report';
import { useTeamRebate } from './api/get-team-rebate';
import { Page } from './components/styles';
import { TeamRebateItem } from './components/TeamRebateItem';

/** `/m/member/teamRebate`: what each direct downline and its team earned the agent in a range. */
export function TeamRebateScreen() {
  const { t } = useTranslation('agentIncome');
  const money = useMoney();
  const [preset, setPreset] = useState<RangePreset>('last7');
  const [username, setUsername] = useState('');
  const query = useTeamRebate(useReportDays(preset), username);
  const totals = footerOf(query.data?.pages);
  return (
    <Page data-testid="team-rebate-screen">
      <RangeTabs value={preset} onChange={setPreset} />
      <SearchBox
        label={t('team.search')}
        submitLabel={t('team.submit')}
        onSearch={setUsername}
        testId="team-rebate-search"
      />
      <SummaryBar
        items={[
          {
            label: t('team.members'),
            value: String(totals?.memberCount ?? 0),
            testId: 'team-rebate-count',
          },
          {
            label: t('rebate.totalBet'),
            value: money(totals?.validBetAmount ?? 0),
            testId: 'team-rebate-total-bet',
          },
          {
            label: t('rebate.total'),
            value: money(totals?.rebateAmount ?? 0),
            testId: 'team-rebate-total',
          },
        ]}
      />
      <ReportList
        query={query}
        rowKey={(row) => row.memberId}
        renderRow={(row) => <TeamRebateItem row={row} />}
        emptyText={t('team.empty')}
        testId="team-rebate-rows"
      />
    </Page>
  );
}
