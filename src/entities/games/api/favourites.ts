import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import {
  addFavouriteGame,
  GAME_PAGE_SIZE,
  getFavouriteGameIds,
  getFavouriteGames,
  removeFavouriteGame,
} from '../../../../contract/games';
import { call } from '../../../lib/api-call';
import { currentLanguage } from '../../../lib/i18n';
import { useIsLoggedIn } from '../../../lib/session-store';
import { gameKeys } from './game-keys';
import { hasNextPage } from './game-list';

/** `GET /wps/relay/MCSFE_getFavoriteGames`: the member's favourite nodeIds. */
export const favouriteIdsQuery = () =>
  queryOptions({
    queryKey: gameKeys.favouriteIds(),
    queryFn: ({ signal }) => call(getFavouriteGameIds, { signal }),
  });

export function useFavouriteIds() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...favouriteIdsQuery(), enabled: loggedIn });
}

/** `GET /wps/relay/MCSFE_getFavoriteGamesList`, 26 a page. */
export const favouriteListQuery = (gameType: string, language = currentLanguage()) =>
  infiniteQueryOptions({
    queryKey: gameKeys.favourites(gameType, language),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call(getFavouriteGames, {
        query: { pageNo: pageParam, pageSize: GAME_PAGE_SIZE, gameType, language },
        signal,
      }),
    getNextPageParam: (last) => (hasNextPage(last) ? last.pageNum + 1 : undefined),
  });

export const useFavouriteList = (gameType: string, enabled = true) =>
  useInfiniteQuery({ ...favouriteListQuery(gameType), enabled });

/**
 * Add (`POST MCSFE_addFavoriteGameV2`) or remove (`DELETE MCSFE_removeFavoriteGameV2`) a favourite.
 * The id list is updated first (spec §4: removal updates locally first) and refetched afterwards.
 */
export function useToggleFavourite() {
  const client = useQueryClient();
  const idsKey = favouriteIdsQuery().queryKey;
  return useMutation({
    mutationFn: ({ nodeId, add }: { nodeId: string; add: boolean }) =>
      add
        ? call(addFavouriteGame, { body: { nodeId } })
        : call(removeFavouriteGame, { body: { nodeId } }),
    onMutate: ({ nodeId, add }) => {
      const before = client.getQueryData(idsKey) ?? [];
      const after = add ? [...new Set([...before, nodeId])] : before.filter((id) => id !== nodeId);
      client.setQueryData(idsKey, after);
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context) client.setQueryData(idsKey, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: gameKeys.favouriteIds() }),
  });
}
