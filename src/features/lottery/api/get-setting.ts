import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import type { LotterySetting } from '../types';

/** `GET /lgw/games/{id}/setting`: units, multiples and limits of a game. */
export const lotterySettingQuery = (gameId: number) =>
  queryOptions({
    queryKey: queryKey('lottery', 'setting', gameId),
    queryFn: ({ signal }) => api.get<LotterySetting>(`/lgw/games/${gameId}/setting`, { signal }),
    staleTime: 5 * 60_000,
  });

export const useLotterySetting = (gameId: number) => useQuery(lotterySettingQuery(gameId));
