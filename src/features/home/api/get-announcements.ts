import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { queryKey } from '../../../lib/query-client';

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
}

interface AnnouncementList {
  list?: Announcement[];
}

const HOME_TYPES = 'B,PL,PU,H';

/** Home announcements: banners, notices and popups in one call (spec §2 Home). */
export const homeAnnouncementsQuery = (language: string) =>
  queryOptions({
    queryKey: queryKey('announcements', 'home', language),
    queryFn: ({ signal }) =>
      api.get<AnnouncementList>('/wps/relay/MCSFE_getListAnnouncements', {
        query: { types: HOME_TYPES, platform: 'M' },
        signal,
      }),
    select: (data) => data.list ?? [],
  });

export const useHomeAnnouncements = () => useQuery(homeAnnouncementsQuery(currentLanguage()));
