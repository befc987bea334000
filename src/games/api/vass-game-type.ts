import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../lib/api-client';
import { queryKey } from '../../lib/query-client';

/** `GCSGAME_getVassGameType` value: classify values per game type and vendor. */
export interface VassGameTypes {
  content: Record<string, Record<string, string[]>>;
}

/** `GET /wps/relay/GCSGAME_getVassGameType?typeId=1`: the filter drawer's game types. */
export const vassGameTypeQuery = () =>
  queryOptions({
    queryKey: queryKey('games', 'vassGameType'),
    queryFn: ({ signal }) =>
      api.get<VassGameTypes>('/wps/relay/GCSGAME_getVassGameType', {
        query: { typeId: 1 },
        signal,
      }),
    staleTime: 10 * 60_000,
  });

export const useVassGameTypes = () => useQuery(vassGameTypeQuery());

/** The classify values of a game type, for one vendor or all of them, without repeats. */
export function classifyValues(data: VassGameTypes | undefined, gameType: string, vendor?: string) {
  const byVendor = data?.content[gameType] ?? {};
  const lists = vendor ? [byVendor[vendor] ?? []] : Object.values(byVendor);
  return [...new Set(lists.flat())];
}
