import { queryOptions, useQuery } from '@tanstack/react-query';

import { getMissionLeaderboard } from '../../../../contract/rewards';
import { call } from '../../../lib/api-call';
import { rewardsKeys } from './rewards-keys';

/** `GET /wps/relay/PROMOFE_getMissionLeaderboard`: the MISSION promotion's ranking by turnover. */
export const leaderboardQuery = () =>
  queryOptions({
    queryKey: rewardsKeys.leaderboard(),
    queryFn: ({ signal }) => call(getMissionLeaderboard, { signal }),
  });

export const useLeaderboard = () => useQuery(leaderboardQuery());
