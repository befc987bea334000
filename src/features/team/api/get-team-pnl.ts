import { usePagedReport } from '../../../lib/paged-report';
import type { DayRange } from '../../../ui/report';
import type { PnlDay, TeamMoney } from '../types';

/** `GET /wps/relay/ODSFE2_getTeamProfitLoss`: one row per day, newest first, totals in the footer. */
export function useTeamPnl({ startDate, endDate }: DayRange) {
  return usePagedReport<PnlDay, TeamMoney>({
    key: ['team', 'pnl'],
    path: '/wps/relay/ODSFE2_getTeamProfitLoss',
    params: { startDate, endDate },
  });
}
