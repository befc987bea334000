import { useState } from 'react';

import { formatDate } from '../../lib/format-date';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { footerOf } from '../../lib/paged-report';
import { useMoney } from '../../lib/use-money';
import {
  RangeTabs,
  type RangePreset,
  ReportList,
  SummaryBar,
  useReportDays,
} from '../../ui/report';
import { useTeamPnl } from './api/get-team-pnl';
import { Page } from './components/Page';
import { TeamLine } from './components/TeamLine';
import type { PnlDay, TeamMoney } from '../../../contract/team';

const TOTALS = [
  'betAmount',
  'winAmount',
  'profitAmount',
  'depositAmount',
  'withdrawAmount',
  'bonusAmount',
  'rebateAmount',
] as const satisfies readonly (keyof TeamMoney)[];

function DayRow({ row }: { row: PnlDay }) {
  const { t } = useTranslation('team');
  const money = useMoney();
  return (
    <TeamLine
      testId="pnl-row"
      title={formatDate(`${row.day}T12:00:00`, 'date', currentLanguage())}
      amount={<strong data-testid="pnl-profit">{money(row.profitAmount)}</strong>}
      subtitle={t('pnl.betWin', { bet: money(row.betAmount), win: money(row.winAmount) })}
      detail={t('pnl.money', {
        deposit: money(row.depositAmount),
        withdraw: money(row.withdrawAmount),
        bonus: money(row.bonusAmount + row.rebateAmount),
      })}
    />
  );
}

/** `/m/agent/team/pnl`: the team's profit and loss day by day, with the range's totals. */
export function TeamPnlScreen() {
  const { t } = useTranslation('team');
  const money = useMoney();
  const [preset, setPreset] = useState<RangePreset>('last7');
  const query = useTeamPnl(useReportDays(preset));
  const footer = footerOf(query.data?.pages);
  return (
    <Page data-testid="team-pnl-screen">
      <RangeTabs value={preset} onChange={setPreset} />
      {footer && (
        <SummaryBar
          items={TOTALS.map((key) => ({
            label: t(`money.${key}`),
            value: money(footer[key]),
            testId: `pnl-total-${key}`,
          }))}
        />
      )}
      <ReportList
        query={query}
        rowKey={(row) => row.day}
        renderRow={(row) => <DayRow row={row} />}
        emptyText={t('pnl.empty')}
        testId="pnl-rows"
      />
    </Page>
  );
}
