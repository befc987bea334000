import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import type { LotteryGame } from '../types';

/** `GET /lgw/games/{id}`: one game with its open numero and last draw. */
export const lotteryGameQuery = (gameId: number) =>
  queryOptions({
    queryKey: queryKey('lottery', 'game', gameId),
    queryFn: ({ signal }) => api.get<LotteryGame>(`/lgw/games/${gameId}`, { signal }),
  });

export const useLotteryGame = (gameId: number) => useQuery(lotteryGameQuery(gameId));
