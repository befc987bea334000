import { queryOptions } from '@tanstack/react-query';

import { getLotteryPlayMenu } from '../../../../contract/lottery';
import { arrivedCall, call } from '../../../lib/api-call';
import { useQueryOrArrived } from '../../../lib/arrived-query';
import { lotteryKeys } from './lottery-keys';

/** `GET /lgw/games/{id}/play_menu`: the plays a game offers and its switches. */
export const playMenuQuery = (gameId: number) =>
  queryOptions({
    queryKey: lotteryKeys.playMenu(gameId),
    queryFn: ({ signal }) => call(getLotteryPlayMenu, { params: { id: gameId }, signal }),
    staleTime: 5 * 60_000,
  });

/** A player landing on `/m/startLottery` gets the plays from the page's early request. */
export const usePlayMenu = (gameId: number) =>
  useQueryOrArrived(playMenuQuery(gameId), () =>
    arrivedCall(getLotteryPlayMenu, { params: { id: gameId } }),
  );
