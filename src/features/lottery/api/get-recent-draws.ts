import { queryOptions, useQuery } from '@tanstack/react-query';

import { getRecentDraws } from '../../../../contract/lottery-draws';
import { call } from '../../../lib/api-call';
import { lotteryKeys } from './lottery-keys';

const RECENT_LIMIT = 10;

/** `GET /lgw/numeros/recent?gameId=&limit=`: the latest draws, newest first. */
export const recentDrawsQuery = (gameId: number) =>
  queryOptions({
    queryKey: lotteryKeys.recentDraws(gameId),
    queryFn: ({ signal }) =>
      call(getRecentDraws, { query: { gameId, limit: RECENT_LIMIT }, signal }),
    select: (data) => data.list,
  });

export const useRecentDraws = (gameId: number) => useQuery(recentDrawsQuery(gameId));
