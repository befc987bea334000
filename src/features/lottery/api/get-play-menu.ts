import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import type { PlayMenu } from '../types';

/** `GET /lgw/games/{id}/play_menu`: the plays a game offers and its switches. */
export const playMenuQuery = (gameId: number) =>
  queryOptions({
    queryKey: queryKey('lottery', 'playMenu', gameId),
    queryFn: ({ signal }) => api.get<PlayMenu>(`/lgw/games/${gameId}/play_menu`, { signal }),
    staleTime: 5 * 60_000,
  });

export const usePlayMenu = (gameId: number) => useQuery(playMenuQuery(gameId));
