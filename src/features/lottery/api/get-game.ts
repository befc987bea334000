import { queryOptions } from '@tanstack/react-query';

import { getLotteryGame } from '../../../../contract/lottery';
import { arrivedCall, call } from '../../../lib/api-call';
import { useQueryOrArrived } from '../../../lib/arrived-query';
import { lotteryKeys } from './lottery-keys';

/** `GET /lgw/games/{id}`: one game with its open numero and last draw. */
export const lotteryGameQuery = (gameId: number) =>
  queryOptions({
    queryKey: lotteryKeys.game(gameId),
    queryFn: ({ signal }) => call(getLotteryGame, { params: { id: gameId }, signal }),
  });

/** A player landing on `/m/startLottery` gets the game from the page's early request. */
export const useLotteryGame = (gameId: number) =>
  useQueryOrArrived(lotteryGameQuery(gameId), () =>
    arrivedCall(getLotteryGame, { params: { id: gameId } }),
  );
