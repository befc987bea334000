import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import type { LotteryGroup, LotteryPrizeMode } from '../types';

interface GamesAnswer {
  prizeMode: LotteryPrizeMode;
  serverTime: number;
  groups: LotteryGroup[];
}

/** `GET /lgw/games?prizeMode=`: the games of a prize mode in groups, with their clocks. */
export const lotteryGamesQuery = (prizeMode: LotteryPrizeMode) =>
  queryOptions({
    queryKey: queryKey('lottery', 'games', prizeMode),
    queryFn: ({ signal }) => api.get<GamesAnswer>('/lgw/games', { query: { prizeMode }, signal }),
    select: (data) => data.groups,
  });

export const useLotteryGames = (prizeMode: LotteryPrizeMode) =>
  useQuery(lotteryGamesQuery(prizeMode));
