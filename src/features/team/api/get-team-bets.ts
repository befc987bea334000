import { usePagedReport } from '../../../lib/paged-report';
import type { DayRange } from '../../../ui/report';
import type { TeamBet, TeamBetTotals } from '../types';

export type TeamBetFilters = DayRange & { username?: string; gameType?: string };

/** `GET /wps/agent/team/bets`: the team's rounds and lottery orders, newest first. */
export function useTeamBets({ startDate, endDate, username, gameType }: TeamBetFilters) {
  return usePagedReport<TeamBet, TeamBetTotals>({
    key: ['team', 'bets'],
    path: '/wps/agent/team/bets',
    params: { startDate, endDate, username, gameType },
  });
}
