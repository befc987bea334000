import { queryOptions, useQuery } from '@tanstack/react-query';

import { type Announcement, getAnnouncements } from '../../../../contract/announcements';
import type { QueryInput } from '../../../../contract/endpoint';
import { announcementKeys } from '../../../entities/announcements/announcement-keys';
import { call } from '../../../lib/api-call';
import { currentLanguage } from '../../../lib/i18n';

/** A banner of `MCSFE_getListAnnouncements` (types B). */
export type Banner = Announcement;

/** The banner group the lobbies share with home (spec §7 Content). */
export const LOBBY_BANNER_GROUP = 'm_recommend';

// Typed up front: an inferred literal here makes the call's types too deep for the compiler.
const BANNER_QUERY: QueryInput<typeof getAnnouncements> = { types: 'B', platform: 'M' };

/** Banners (types B) of one group; cached like the home banners. */
export const bannersQuery = (language: string) =>
  queryOptions({
    queryKey: announcementKeys.banners(language),
    queryFn: ({ signal }) => call(getAnnouncements, { query: BANNER_QUERY, signal }),
    select: (data) =>
      data.list.filter(
        (item) => item.type === 'B' && item.groupName === LOBBY_BANNER_GROUP && Boolean(item.url),
      ),
    staleTime: 5 * 60_000,
  });

export const useLobbyBanners = () => useQuery(bannersQuery(currentLanguage()));
