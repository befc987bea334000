import { getTeamBets } from '../../../../contract/team';
import { call } from '../../../lib/api-call';
import { usePagedQuery } from '../../../lib/paged-report';
import type { DayRange } from '../../../ui/report';
import { teamKeys } from './team-keys';

export type TeamBetFilters = DayRange & { username?: string; gameType?: string };

/** `GET /wps/agent/team/bets`: the team's rounds and lottery orders, newest first. */
export function useTeamBets({ startDate, endDate, username, gameType }: TeamBetFilters) {
  const params = { startDate, endDate, username, gameType };
  return usePagedQuery({
    key: teamKeys.bets(),
    params,
    fetchPage: (page, signal) => call(getTeamBets, { query: { ...params, ...page }, signal }),
  });
}
