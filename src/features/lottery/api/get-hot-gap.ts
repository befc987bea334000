import { queryOptions, useQuery } from '@tanstack/react-query';

import { getHotGap } from '../../../../contract/lottery-draws';
import { call } from '../../../lib/api-call';
import { lotteryKeys } from './lottery-keys';

/** `GET /lgw/stats/hot-gap?gameId=`: how often each digit came up per position, and since when. */
export const hotGapQuery = (gameId: number) =>
  queryOptions({
    queryKey: lotteryKeys.hotGap(gameId),
    queryFn: ({ signal }) => call(getHotGap, { query: { gameId, limit: 50 }, signal }),
  });

export const useHotGap = (gameId: number) => useQuery(hotGapQuery(gameId));
