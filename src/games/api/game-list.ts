import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n';
import { queryKey } from '../../lib/query-client';
import type { Game, GamePage } from '../types';

/** Spec §9: 26 games a page, first page 1; clientType 2, platform html5. */
export const GAME_PAGE_SIZE = 26;

export interface GameListFilter {
  gameType: string;
  vassalage?: string;
  gameName?: string;
  /** NEW, HOT, ALL or a slot classify value such as VIDEO. */
  gameClassify?: string;
  minBet?: number;
  isNew?: boolean;
}

export const hasNextPage = (page: GamePage) => page.pageNum < page.totalPages;

/** `GET /wps/relay/GCSGAME_gameList`, page after page (spec §4 "Game list"). */
export const gameListQuery = (filter: GameListFilter, language = currentLanguage()) =>
  infiniteQueryOptions({
    queryKey: queryKey('games', 'list', filter, language),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<GamePage>('/wps/relay/GCSGAME_gameList', {
        query: {
          platform: 'html5',
          clientType: 2,
          pageNo: pageParam,
          pageSize: GAME_PAGE_SIZE,
          language,
          ...filter,
        },
        signal,
      }),
    getNextPageParam: (last) => (hasNextPage(last) ? last.pageNum + 1 : undefined),
  });

export const useGameList = (filter: GameListFilter, enabled = true) =>
  useInfiniteQuery({ ...gameListQuery(filter), enabled });

/** Every game of the loaded pages, in order. */
export const gamesOf = (pages: readonly GamePage[] | undefined): Game[] =>
  (pages ?? []).flatMap((page) => page.games ?? page.content ?? page.list ?? []);
