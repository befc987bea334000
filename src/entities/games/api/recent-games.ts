import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { getRecentGames, RECENT_PAGE_SIZE } from '../../../../contract/games';
import { call } from '../../../lib/api-call';
import { currentLanguage } from '../../../lib/i18n';
import { gameKeys } from './game-keys';
import { hasNextPage } from './game-list';

/** `GET /wps/relay/GCS_recentGame` (clientType 2), 25 a page (spec §9). */
export const recentGamesQuery = (gameType: string, language = currentLanguage()) =>
  infiniteQueryOptions({
    queryKey: gameKeys.recent(gameType, language),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call(getRecentGames, {
        query: { page: pageParam, pageSize: RECENT_PAGE_SIZE, gameType, language, clientType: 2 },
        signal,
      }),
    getNextPageParam: (last) => (hasNextPage(last) ? last.pageNum + 1 : undefined),
  });

export const useRecentGames = (gameType: string, enabled = true) =>
  useInfiniteQuery({ ...recentGamesQuery(gameType), enabled });
