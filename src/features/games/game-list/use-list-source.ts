import { useInfiniteQuery } from '@tanstack/react-query';

import { GAME_PAGE_SIZE, getGameList, RECENT_PAGE_SIZE } from '../../../../contract/games';
import { favouriteListQuery, useFavouriteIds } from '../../../entities/games/api/favourites';
import { gameListQuery, gamesOf } from '../../../entities/games/api/game-list';
import { gameListParams } from '../../../entities/games/api/game-list-params';
import { recentGamesQuery } from '../../../entities/games/api/recent-games';
import type { Game } from '../../../entities/games/types';
import { useDebouncedLanguage } from '../../../entities/games/use-debounced-language';
import { arrivedCall } from '../../../lib/api-call';
import { useInfiniteQueryOrArrived } from '../../../lib/arrived-infinite-query';
import { useIsLoggedIn } from '../../../lib/session-store';
import type { LoadStatus } from '../../../ui';
import { listFilter, type ListState } from './list-state';

export interface ListSource {
  /** The first page's state: loading, failed or loaded (then the games, perhaps none). */
  firstPage: LoadStatus<Game[]>;
  games: Game[];
  hasMore: boolean;
  /** Any request of the list is out, a refresh included: no next page is asked meanwhile. */
  loading: boolean;
  /** The next page is on its way. */
  loadingMore: boolean;
  /** Games per page of the tab's source. */
  pageSize: number;
  failed: boolean;
  loadMore(): void;
  retry(): void;
}

const matches = (state: ListState) => (game: Game) =>
  (!state.vendor || game.vassalage === state.vendor) &&
  (!state.gameName || game.gameName.toLowerCase().includes(state.gameName.toLowerCase()));

/** The games of the current tab: catalogue pages for all/hot, the member's recent or favourites. */
export function useListSource(gameType: string, state: ListState): ListSource {
  const language = useDebouncedLanguage();
  const loggedIn = useIsLoggedIn();
  const catalogue = state.tab === 'all' || state.tab === 'hot';
  const filter = listFilter(gameType, state);
  // One hook call each keeps the hook order fixed; only the tab's query is enabled. The first page
  // may have been asked for by the landing script (routes.ts FIRST_GAME_PAGE).
  const list = useInfiniteQueryOrArrived(
    { ...gameListQuery(filter, language), enabled: catalogue },
    () => arrivedCall(getGameList, { query: gameListParams(filter, 1, language) }),
  );
  const recent = useInfiniteQuery({
    ...recentGamesQuery(gameType, language),
    enabled: loggedIn && state.tab === 'recent',
  });
  const favourites = useInfiniteQuery({
    ...favouriteListQuery(gameType, language),
    enabled: loggedIn && state.tab === 'fav',
  });
  const query = catalogue ? list : state.tab === 'recent' ? recent : favourites;
  // Each source names its page's games differently: `games`, `list` or `content`.
  const loaded = query.data !== undefined;
  const all = catalogue
    ? gamesOf(list.data?.pages)
    : state.tab === 'recent'
      ? (recent.data?.pages.flatMap((page) => page.list) ?? [])
      : (favourites.data?.pages.flatMap((page) => page.content) ?? []);
  const { data: favouriteIds } = useFavouriteIds();
  const stillFavourite = (game: Game) => !favouriteIds || favouriteIds.includes(game.nodeId);
  // A favourite removed in the favourites view leaves the list at once (spec §4).
  const games = catalogue
    ? all
    : all.filter(matches(state)).filter((game) => state.tab !== 'fav' || stillFavourite(game));
  const failed = query.isError;
  return {
    firstPage: {
      data: loaded ? games : undefined,
      isPending: query.isPending,
      isError: failed && !loaded,
      isFetching: query.isFetching && !loaded,
      error: query.error,
    },
    games,
    hasMore: query.hasNextPage && !failed,
    loading: query.isFetching,
    loadingMore: query.isFetchingNextPage,
    pageSize: state.tab === 'recent' ? RECENT_PAGE_SIZE : GAME_PAGE_SIZE,
    failed,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void (loaded ? query.fetchNextPage() : query.refetch()),
  };
}
