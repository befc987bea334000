import { queryOptions } from '@tanstack/react-query';

import { getLotterySetting } from '../../../../contract/lottery';
import { arrivedCall, call } from '../../../lib/api-call';
import { useQueryOrArrived } from '../../../lib/arrived-query';
import { lotteryKeys } from './lottery-keys';

/** `GET /lgw/games/{id}/setting`: units, multiples and limits of a game. */
export const lotterySettingQuery = (gameId: number) =>
  queryOptions({
    queryKey: lotteryKeys.setting(gameId),
    queryFn: ({ signal }) => call(getLotterySetting, { params: { id: gameId }, signal }),
    staleTime: 5 * 60_000,
  });

/** A player landing on `/m/startLottery` gets the setting from the page's early request. */
export const useLotterySetting = (gameId: number) =>
  useQueryOrArrived(lotterySettingQuery(gameId), () =>
    arrivedCall(getLotterySetting, { params: { id: gameId } }),
  );
