import { queryOptions, useQuery } from '@tanstack/react-query';

import { getLotterySetting } from '../../../../contract/lottery';
import { call } from '../../../lib/api-call';
import { lotteryKeys } from './lottery-keys';

/** `GET /lgw/games/{id}/setting`: units, multiples and limits of a game. */
export const lotterySettingQuery = (gameId: number) =>
  queryOptions({
    queryKey: lotteryKeys.setting(gameId),
    queryFn: ({ signal }) => call(getLotterySetting, { params: { id: gameId }, signal }),
    staleTime: 5 * 60_000,
  });

export const useLotterySetting = (gameId: number) => useQuery(lotterySettingQuery(gameId));
