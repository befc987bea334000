import { queryOptions } from '@tanstack/react-query';

import { getLotteryGames } from '../../../../contract/lottery';
import { arrivedCall, call } from '../../../lib/api-call';
import { useQueryOrArrived } from '../../../lib/arrived-query';
import type { LotteryPrizeMode } from '../types';
import { lotteryKeys } from './lottery-keys';

/** `GET /lgw/games?prizeMode=`: the games of a prize mode in groups, with their clocks. */
export const lotteryGamesQuery = (prizeMode: LotteryPrizeMode) =>
  queryOptions({
    queryKey: lotteryKeys.games(prizeMode),
    queryFn: ({ signal }) => call(getLotteryGames, { query: { prizeMode }, signal }),
    select: (data) => data.groups,
  });

/** A player landing on `/m/moreLottery` gets both lists from the page's early requests. */
export const useLotteryGames = (prizeMode: LotteryPrizeMode) =>
  useQueryOrArrived(lotteryGamesQuery(prizeMode), () =>
    arrivedCall(getLotteryGames, { query: { prizeMode } }),
  );
