import { queryOptions, useQuery } from '@tanstack/react-query';

import { getHotGames } from '../../../../contract/games';
import { call } from '../../../lib/api-call';
import { currentLanguage } from '../../../lib/i18n';
import { gameKeys } from './game-keys';

/** `GET /wps/relay/GCSGAME_hotGamesV2` (isPlatform 2, html5); `gameType` narrows to one type. */
export const hotGamesQuery = (gameType = '', language = currentLanguage()) =>
  queryOptions({
    queryKey: gameKeys.hot(gameType, language),
    queryFn: ({ signal }) =>
      call(getHotGames, {
        // An empty gameType is left out of the query (all types).
        query: { isPlatform: 2, platform: 'html5', language, gameType: gameType || undefined },
        signal,
      }),
  });

export const useHotGames = (gameType = '') => useQuery(hotGamesQuery(gameType));
