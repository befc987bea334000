import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';

export interface HotGapPosition {
  position: string;
  digits: { digit: string; hot: number; gap: number }[];
}

interface HotGapAnswer {
  gameId: number;
  sample: number;
  positions: HotGapPosition[];
}

/** `GET /lgw/stats/hot-gap?gameId=`: how often each digit came up per position, and since when. */
export const hotGapQuery = (gameId: number) =>
  queryOptions({
    queryKey: queryKey('lottery', 'hotGap', gameId),
    queryFn: ({ signal }) =>
      api.get<HotGapAnswer>('/lgw/stats/hot-gap', { query: { gameId, limit: 50 }, signal }),
  });

export const useHotGap = (gameId: number) => useQuery(hotGapQuery(gameId));
