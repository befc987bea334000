import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

import { type AnnouncementList, getAnnouncements } from '../../../../contract/announcements';
import type { QueryInput } from '../../../../contract/endpoint';
import { announcementKeys } from '../../../entities/announcements/announcement-keys';
import { call } from '../../../lib/api-call';
import { currentLanguage } from '../../../lib/i18n';
import { takeArrivedAnswer, takePendingAnswer } from './early-announcements';

export type { Announcement } from '../../../../contract/announcements';

/**
 * Exactly what the page's early request asks (src/landing/landing.ts: `types=B%2CPL%2CPU%2CH&platform=M`,
 * in this order): the first query takes that answer over as its own. Typed up front: an inferred
 * literal here makes the call's types too deep for the compiler.
 */
const HOME_QUERY: QueryInput<typeof getAnnouncements> = { types: 'B,PL,PU,H', platform: 'M' };

const fetchAnnouncements = (signal: AbortSignal) =>
  call(getAnnouncements, { query: HOME_QUERY, signal });

/** Home announcements: banners, notices and popups in one call (spec §2 Home). */
export const homeAnnouncementsQuery = (language: string) =>
  queryOptions({
    queryKey: announcementKeys.home(language),
    queryFn: async ({ signal }) =>
      (await takePendingAnswer<AnnouncementList>(language)) ?? fetchAnnouncements(signal),
    select: (data) => data.list,
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
