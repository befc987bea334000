import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { getGameList } from '../../../../contract/games';
import { call } from '../../../lib/api-call';
import { currentLanguage } from '../../../lib/i18n';
import type { Game, GameListPage } from '../types';
import { gameKeys } from './game-keys';
import { type GameListFilter, gameListParams } from './game-list-params';

export type { GameListFilter } from './game-list-params';

/** Whether a page of games (game list, favourites or recent games) has a next one. */
export const hasNextPage = (page: { pageNum: number; totalPages: number }) =>
  page.pageNum < page.totalPages;

/**
 * `GET /wps/relay/GCSGAME_gameList`, page after page (spec §4 "Game list"): 26 games a page, first
 * page 1; clientType 2, platform html5.
 */
export const gameListQuery = (filter: GameListFilter, language = currentLanguage()) =>
  infiniteQueryOptions({
    queryKey: gameKeys.list(filter, language),
    initialPageParam: 1,
    // The endpoint's type is given, not inferred: inferring it from the input as well goes too deep
    // for the compiler ("excessively deep"); the other calls of src/entities/games/api do the same.
    queryFn: ({ pageParam, signal }) =>
      call(getGameList, { query: gameListParams(filter, pageParam, language), signal }),
    getNextPageParam: (last) => (hasNextPage(last) ? last.pageNum + 1 : undefined),
  });

export const useGameList = (filter: GameListFilter, enabled = true) =>
  useInfiniteQuery({ ...gameListQuery(filter), enabled });

/** Every game of the loaded pages, in order. */
export const gamesOf = (pages: readonly GameListPage[] | undefined): Game[] =>
  (pages ?? []).flatMap((page) => page.games);
