import { queryOptions, useQuery } from '@tanstack/react-query';

import { getHotMatches } from '../../../../contract/games';
import { call } from '../../../lib/api-call';
import { currentLanguage } from '../../../lib/i18n';
import { gameKeys } from './game-keys';

/** `GET /wps/relay/GCSGAME_getHotMatches`: upcoming matches of the sports vendors. */
export const hotMatchesQuery = (language = currentLanguage()) =>
  queryOptions({
    queryKey: gameKeys.hotMatches(language),
    queryFn: ({ signal }) => call(getHotMatches, { query: { language }, signal }),
  });

export const useHotMatches = () => useQuery(hotMatchesQuery());
