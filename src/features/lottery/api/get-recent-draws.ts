import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import type { Draw } from '../types';

const RECENT_LIMIT = 10;

/** `GET /lgw/numeros/recent?gameId=&limit=`: the latest draws, newest first. */
export const recentDrawsQuery = (gameId: number) =>
  queryOptions({
    queryKey: queryKey('lottery', 'recent', gameId),
    queryFn: ({ signal }) =>
      api.get<{ gameId: number; list: Draw[] }>('/lgw/numeros/recent', {
        query: { gameId, limit: RECENT_LIMIT },
        signal,
      }),
    select: (data) => data.list,
  });

export const useRecentDraws = (gameId: number) => useQuery(recentDrawsQuery(gameId));
