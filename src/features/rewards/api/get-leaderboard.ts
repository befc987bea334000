import { queryOptions, useQuery } from '@tanstack/react-query';

import { getMissionLeaderboard } from '../../../../contract/rewards';
import { call } from '../../../lib/api-call';
import { queryKey } from '../../../lib/query-client';

/** `GET /wps/relay/PROMOFE_getMissionLeaderboard`: the MISSION promotion's ranking by turnover. */
export const leaderboardQuery = () =>
  queryOptions({
    queryKey: queryKey('rewards', 'leaderboard'),
    queryFn: ({ signal }) => call(getMissionLeaderboard, { signal }),
  });

export const useLeaderboard = () => useQuery(leaderboardQuery());
