import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import type { DayRange } from '../../../ui/report';
import type { TeamOverview } from '../types';

export const teamOverviewQuery = ({ startDate, endDate }: DayRange) =>
  queryOptions({
    queryKey: queryKey('team', 'overview', startDate, endDate),
    queryFn: ({ signal }) =>
      api.get<TeamOverview>('/wps/relay/ODSFE2_getTeamOverviewSum', {
        query: { startDate, endDate },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** `GET /wps/relay/ODSFE2_getTeamOverviewSum`: the range's sums and today's four counters. */
export const useTeamOverview = (range: DayRange) => useQuery(teamOverviewQuery(range));
