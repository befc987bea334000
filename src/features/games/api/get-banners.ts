import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { queryKey } from '../../../lib/query-client';

/** A banner of `MCSFE_getListAnnouncements` (types B). */
export interface Banner {
  id: number | string;
  type?: string;
  title?: string;
  groupName?: string;
  url?: string;
  linkage?: string;
}

/** The banner group the lobbies share with home (spec §7 Content). */
export const LOBBY_BANNER_GROUP = 'm_recommend';

/** Banners (types B) of one group; cached like the home banners. */
export const bannersQuery = (language: string) =>
  queryOptions({
    queryKey: queryKey('announcements', 'banners', language),
    queryFn: ({ signal }) =>
      api.get<{ list?: Banner[] }>('/wps/relay/MCSFE_getListAnnouncements', {
        query: { types: 'B', platform: 'M' },
        signal,
      }),
    select: (data) =>
      (data.list ?? []).filter(
        (item) => item.type === 'B' && item.groupName === LOBBY_BANNER_GROUP && Boolean(item.url),
      ),
    staleTime: 5 * 60_000,
  });

export const useLobbyBanners = () => useQuery(bannersQuery(currentLanguage()));
