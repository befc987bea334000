import { queryOptions } from '@tanstack/react-query';

import { getTeamOverview } from '../../../../contract/team';
import { call } from '../../../lib/api-call';
import { queryKey } from '../../../lib/query-client';

/** `GET /wps/relay/ODSFE2_getTeamOverviewSum` without dates: today in the tenant's zone. */
export const teamFiguresQuery = () =>
  queryOptions({
    queryKey: queryKey('agent', 'home', 'teamFigures'),
    queryFn: ({ signal }) => call(getTeamOverview, { query: {}, signal }),
  });
