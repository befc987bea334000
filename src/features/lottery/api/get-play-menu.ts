import { queryOptions, useQuery } from '@tanstack/react-query';

import { getLotteryPlayMenu } from '../../../../contract/lottery';
import { call } from '../../../lib/api-call';
import { lotteryKeys } from './lottery-keys';

/** `GET /lgw/games/{id}/play_menu`: the plays a game offers and its switches. */
export const playMenuQuery = (gameId: number) =>
  queryOptions({
    queryKey: lotteryKeys.playMenu(gameId),
    queryFn: ({ signal }) => call(getLotteryPlayMenu, { params: { id: gameId }, signal }),
    staleTime: 5 * 60_000,
  });

export const usePlayMenu = (gameId: number) => useQuery(playMenuQuery(gameId));
