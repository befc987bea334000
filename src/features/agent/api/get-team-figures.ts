import { queryOptions } from '@tanstack/react-query';

import { getTeamOverview } from '../../../../contract/team';
import { call } from '../../../lib/api-call';
import { agentKeys } from './agent-keys';

/** `GET /wps/relay/ODSFE2_getTeamOverviewSum` without dates: today in the tenant's zone. */
export const teamFiguresQuery = () =>
  queryOptions({
    queryKey: agentKeys.teamFigures(),
    queryFn: ({ signal }) => call(getTeamOverview, { query: {}, signal }),
  });
