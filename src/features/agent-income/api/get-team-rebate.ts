import { usePagedReport } from '../../../lib/paged-report';
import type { DayRange } from '../../../ui/report';

/** One direct downline of `GET /wps/agent/teamRebate`. */
export interface TeamRebateRow {
  memberId: number;
  username: string;
  customerType: number;
  isAgent: boolean;
  ownValidBet: number;
  teamValidBet: number;
  validBetAmount: number;
  rebateAmount: number;
}

export interface TeamRebateTotals {
  memberCount: number;
  validBetAmount: number;
  rebateAmount: number;
}

/** What each direct downline (with its team) earned the agent in `range`; `username` filters. */
export const useTeamRebate = (range: DayRange, username: string) =>
  usePagedReport<TeamRebateRow, TeamRebateTotals>({
    key: ['agentIncome', 'teamRebate'],
    path: '/wps/agent/teamRebate',
    params: { ...range, username: username || undefined },
  });
