import { queryOptions } from '@tanstack/react-query';

import { type AnnouncementList, getAnnouncements } from '../../../../contract/announcements';
import type { QueryInput } from '../../../../contract/endpoint';
import { announcementKeys } from '../../../entities/announcements/announcement-keys';
import { arrivedCall, call } from '../../../lib/api-call';
import { useQueryOrArrived } from '../../../lib/arrived-query';
import { currentLanguage } from '../../../lib/i18n';

export type { Announcement } from '../../../../contract/announcements';

/**
 * Exactly what home's first request asks (src/registry/routes.ts `HOME_ANNOUNCEMENTS`, started by
 * the landing script): the first query takes that answer over as its own. Typed up front: an
 * inferred literal here makes the call's types too deep for the compiler.
 */
const HOME_QUERY: QueryInput<typeof getAnnouncements> = { types: 'B,PL,PU,H', platform: 'M' };

/** Home announcements: banners, notices and popups in one call (spec §2 Home). */
export const homeAnnouncementsQuery = (language: string) =>
  queryOptions({
    queryKey: announcementKeys.home(language),
    queryFn: ({ signal }) => call(getAnnouncements, { query: HOME_QUERY, signal }),
    select: (data: AnnouncementList) => data.list,
  });

/** Drawn from the landing script's answer when it has arrived (api-call.ts `arrivedCall`). */
export const useHomeAnnouncements = () =>
  useQueryOrArrived(homeAnnouncementsQuery(currentLanguage()), () =>
    arrivedCall(getAnnouncements, { query: HOME_QUERY }),
  );
