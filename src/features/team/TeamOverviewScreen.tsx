import { useState } from 'react';

import { useTranslation } from '../../lib/i18n';
import { useMoney } from '../../lib/use-money';
import { ErrorState, LoadingIndicator } from '../../ui';
import { RangeTabs, type RangePreset, SummaryBar, useReportDays } from '../../ui/report';
import { useTeamOverview } from './api/get-team-overview';
import { Heading, Page } from './components/Page';
import { teamError } from './team-error';
import type { TeamOverview } from '../../../contract/team';

const TODAY = [
  'teamLoginMemberCount',
  'teamBetMemberCount',
  'teamRegisterMemberCount',
  'teamOnlineCount',
] as const;
const MONEY = [
  'depositAmount',
  'withdrawAmount',
  'betAmount',
  'validBetAmount',
  'winAmount',
  'bonusAmount',
  'rebateAmount',
  'profitAmount',
] as const;

function Figures({ data }: { data: TeamOverview }) {
  const { t } = useTranslation('team');
  const money = useMoney();
  return (
    <>
      <Heading>{t('overview.today')}</Heading>
      <SummaryBar
        items={TODAY.map((key) => ({
          label: t(`overview.${key}`),
          value: String(data.footer[key]),
          testId: `today-${key}`,
        }))}
      />
      <Heading>{t('overview.range')}</Heading>
      <SummaryBar
        items={[
          { label: t('overview.teamSize'), value: String(data.teamSize), testId: 'sum-teamSize' },
          {
            label: t('overview.registerCount'),
            value: String(data.registerCount),
            testId: 'sum-registerCount',
          },
          {
            label: t('overview.firstDepositCount'),
            value: String(data.firstDepositCount),
            testId: 'sum-firstDepositCount',
          },
          ...MONEY.map((key) => ({
            label: t(`money.${key}`),
            value: money(data[key]),
            testId: `sum-${key}`,
          })),
        ]}
      />
    </>
  );
}

/** `/m/agent/team/overview`: the team's sums over a range and today's four counters. */
export function TeamOverviewScreen() {
  const { t } = useTranslation('team');
  const [preset, setPreset] = useState<RangePreset>('today');
  const { data, isPending, isError, error, refetch } = useTeamOverview(useReportDays(preset));
  let body;
  if (isPending) body = <LoadingIndicator />;
  else if (isError && !data)
    body = <ErrorState message={teamError(t, error)} onRetry={() => void refetch()} />;
  else if (data) body = <Figures data={data} />;
  return (
    <Page data-testid="team-overview-screen">
      <RangeTabs value={preset} onChange={setPreset} />
      {body}
    </Page>
  );
}
