import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import type { PromotionPhase } from '../types';

export interface Leaderboard {
  promotion: {
    id: number;
    title: string;
    bannerUrl: string;
    startTime: number;
    endTime: number;
    phase: PromotionPhase;
  };
  prizes: number[];
  list: { rank: number; name: string; progress: number; prize: number }[];
  me: { joined: boolean; rank: number | null; progress: number } | null;
}

/** `GET /wps/relay/PROMOFE_getMissionLeaderboard`: the MISSION promotion's ranking by turnover. */
export const leaderboardQuery = () =>
  queryOptions({
    queryKey: queryKey('rewards', 'leaderboard'),
    queryFn: ({ signal }) =>
      api.get<Leaderboard>('/wps/relay/PROMOFE_getMissionLeaderboard', { signal }),
  });

export const useLeaderboard = () => useQuery(leaderboardQuery());
