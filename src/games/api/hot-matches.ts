import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n';
import { queryKey } from '../../lib/query-client';
import type { HotMatch } from '../types';

/** `GET /wps/relay/GCSGAME_getHotMatches`: upcoming matches of the sports vendors. */
export const hotMatchesQuery = (language = currentLanguage()) =>
  queryOptions({
    queryKey: queryKey('games', 'hotMatches', language),
    queryFn: ({ signal }) =>
      api.get<HotMatch[]>('/wps/relay/GCSGAME_getHotMatches', { query: { language }, signal }),
  });

export const useHotMatches = () => useQuery(hotMatchesQuery());
