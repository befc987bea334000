import { queryOptions, useQuery } from '@tanstack/react-query';

import { getJackpot } from '../../../../contract/games';
import { call } from '../../../lib/api-call';
import { gameKeys } from './game-keys';

/** `GET /wps/relay/VIS_getJackpot`: the progressive pool. */
export const jackpotQuery = () =>
  queryOptions({
    queryKey: gameKeys.jackpot(),
    queryFn: ({ signal }) => call(getJackpot, { signal }),
  });

export const useJackpot = () => useQuery(jackpotQuery());
