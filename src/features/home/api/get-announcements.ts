import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { queryKey } from '../../../lib/query-client';
import { takeArrivedAnswer, takePendingAnswer } from './early-announcements';

/** One row of `MCSFE_getListAnnouncements` (docs/api.md). */
export interface Announcement {
  id: number | string;
  /** B banner, PL player notice, PU popup, H home. */
  type?: string;
  title?: string;
  content?: string;
  groupName?: string;
  url?: string;
  linkage?: string;
  /** Popups: A member, B guest, F first login. */
  execution?: 'A' | 'B' | 'F' | null;
  promotionType?: string;
}

interface AnnouncementList {
  list?: Announcement[];
}

const HOME_TYPES = 'B,PL,PU,H';

const fetchAnnouncements = (signal?: AbortSignal) =>
  api.get<AnnouncementList>('/wps/relay/MCSFE_getListAnnouncements', {
    query: { types: HOME_TYPES, platform: 'M' },
    signal,
  });

/** Home announcements: banners, notices and popups in one call (spec §2 Home). */
export const homeAnnouncementsQuery = (language: string) =>
  queryOptions({
    queryKey: queryKey('announcements', 'home', language),
    queryFn: async ({ signal }) =>
      (await takePendingAnswer<AnnouncementList>(language)) ?? fetchAnnouncements(signal),
    select: (data) => data.list ?? [],
  });

/** The page's own early request answers the first time (see early-announcements.ts). */
export function useHomeAnnouncements() {
  const language = currentLanguage();
  const options = homeAnnouncementsQuery(language);
  const client = useQueryClient();
  // Only when nothing is cached: the early answer is as old as the page.
  const arrived = client.getQueryData(options.queryKey)
    ? undefined
    : takeArrivedAnswer<AnnouncementList>(language);
  return useQuery(
    arrived ? { ...options, initialData: arrived.data, initialDataUpdatedAt: arrived.at } : options,
  );
}
