import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';

/** Today's team activity (`footer` of ODSFE2_getTeamOverviewSum; the wire is in the agent contract). */
export interface TeamTodayCounts {
  teamLoginMemberCount: number;
  teamBetMemberCount: number;
  teamRegisterMemberCount: number;
  teamOnlineCount: number;
}

export interface TeamFigures {
  teamSize: number;
  footer: TeamTodayCounts;
}

/** `GET /wps/relay/ODSFE2_getTeamOverviewSum` without dates: today in the tenant's zone. */
export const teamFiguresQuery = () =>
  queryOptions({
    queryKey: queryKey('agent', 'home', 'teamFigures'),
    queryFn: ({ signal }) =>
      api.get<TeamFigures>('/wps/relay/ODSFE2_getTeamOverviewSum', { signal }),
  });
