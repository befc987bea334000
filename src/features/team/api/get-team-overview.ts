import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { getTeamOverview } from '../../../../contract/team';
import { call } from '../../../lib/api-call';
import type { DayRange } from '../../../ui/report';
import { teamKeys } from './team-keys';

export const teamOverviewQuery = ({ startDate, endDate }: DayRange) =>
  queryOptions({
    queryKey: teamKeys.overview(startDate, endDate),
    queryFn: ({ signal }) => call(getTeamOverview, { query: { startDate, endDate }, signal }),
    placeholderData: keepPreviousData,
  });

/** `GET /wps/relay/ODSFE2_getTeamOverviewSum`: the range's sums and today's four counters. */
export const useTeamOverview = (range: DayRange) => useQuery(teamOverviewQuery(range));
