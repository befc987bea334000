import { queryOptions, useQuery } from '@tanstack/react-query';

import { getVendorClassifyValues } from '../../../../contract/games';
import { call } from '../../../lib/api-call';
import type { VendorClassifyValues } from '../types';
import { gameKeys } from './game-keys';

/** `GET /wps/relay/GCSGAME_getVassGameType?typeId=1`: the filter drawer's game types. */
export const vassGameTypeQuery = () =>
  queryOptions({
    queryKey: gameKeys.vassGameType(),
    queryFn: ({ signal }) =>
      call(getVendorClassifyValues, {
        query: { typeId: 1 },
        signal,
      }),
    staleTime: 10 * 60_000,
  });

export const useVassGameTypes = () => useQuery(vassGameTypeQuery());

/** The classify values of a game type, for one vendor or all of them, without repeats. */
export function classifyValues(
  data: VendorClassifyValues | undefined,
  gameType: string,
  vendor?: string,
) {
  const byVendor = data?.content[gameType] ?? {};
  const lists = vendor ? [byVendor[vendor] ?? []] : Object.values(byVendor);
  return [...new Set(lists.flat())];
}
