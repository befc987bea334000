import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../lib/api-client';
import { queryKey } from '../../lib/query-client';
import type { Jackpot } from '../types';

/** `GET /wps/relay/VIS_getJackpot`: the progressive pool. */
export const jackpotQuery = () =>
  queryOptions({
    queryKey: queryKey('games', 'jackpot'),
    queryFn: ({ signal }) => api.get<Jackpot>('/wps/relay/VIS_getJackpot', { signal }),
  });

export const useJackpot = () => useQuery(jackpotQuery());
