import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n';
import { queryKey } from '../../lib/query-client';
import type { HotGameGroup } from '../types';

/** `GET /wps/relay/GCSGAME_hotGamesV2` (isPlatform 2, html5); `gameType` narrows to one type. */
export const hotGamesQuery = (gameType = '', language = currentLanguage()) =>
  queryOptions({
    queryKey: queryKey('games', 'hot', gameType, language),
    queryFn: ({ signal }) =>
      api.get<HotGameGroup[]>('/wps/relay/GCSGAME_hotGamesV2', {
        query: { isPlatform: 2, platform: 'html5', language, ...(gameType ? { gameType } : {}) },
        signal,
      }),
  });

export const useHotGames = (gameType = '') => useQuery(hotGamesQuery(gameType));
