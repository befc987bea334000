import { queryOptions, useQuery } from '@tanstack/react-query';

import { getLotteryGames } from '../../../../contract/lottery';
import { call } from '../../../lib/api-call';
import type { LotteryPrizeMode } from '../types';
import { lotteryKeys } from './lottery-keys';

/** `GET /lgw/games?prizeMode=`: the games of a prize mode in groups, with their clocks. */
export const lotteryGamesQuery = (prizeMode: LotteryPrizeMode) =>
  queryOptions({
    queryKey: lotteryKeys.games(prizeMode),
    queryFn: ({ signal }) => call(getLotteryGames, { query: { prizeMode }, signal }),
    select: (data) => data.groups,
  });

export const useLotteryGames = (prizeMode: LotteryPrizeMode) =>
  useQuery(lotteryGamesQuery(prizeMode));
