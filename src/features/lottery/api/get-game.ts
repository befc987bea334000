import { queryOptions, useQuery } from '@tanstack/react-query';

import { getLotteryGame } from '../../../../contract/lottery';
import { call } from '../../../lib/api-call';
import { lotteryKeys } from './lottery-keys';

/** `GET /lgw/games/{id}`: one game with its open numero and last draw. */
export const lotteryGameQuery = (gameId: number) =>
  queryOptions({
    queryKey: lotteryKeys.game(gameId),
    queryFn: ({ signal }) => call(getLotteryGame, { params: { id: gameId }, signal }),
  });

export const useLotteryGame = (gameId: number) => useQuery(lotteryGameQuery(gameId));
