import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n';
import { queryKey } from '../../lib/query-client';
import type { GamePage } from '../types';
import { hasNextPage } from './game-list';

/** Spec §9: recent games come 25 a page. */
export const RECENT_PAGE_SIZE = 25;

/** `GET /wps/relay/GCS_recentGame` (clientType 2). */
export const recentGamesQuery = (gameType: string, language = currentLanguage()) =>
  infiniteQueryOptions({
    queryKey: queryKey('games', 'recent', gameType, language),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<GamePage>('/wps/relay/GCS_recentGame', {
        query: { page: pageParam, pageSize: RECENT_PAGE_SIZE, gameType, language, clientType: 2 },
        signal,
      }),
    getNextPageParam: (last) => (hasNextPage(last) ? last.pageNum + 1 : undefined),
  });

export const useRecentGames = (gameType: string, enabled = true) =>
  useInfiniteQuery({ ...recentGamesQuery(gameType), enabled });
