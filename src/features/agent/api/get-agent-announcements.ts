import { queryOptions } from '@tanstack/react-query';

import { getAnnouncements } from '../../../../contract/announcements';
import { call } from '../../../lib/api-call';
import { queryKey } from '../../../lib/query-client';

const PARAMS = { types: 'A', groupName: 'm_home', platform: 'M' } as const;

/** `GET /wps/relay/MCSFE_getListAnnouncements?types=A…`: its footer carries the unread count. */
export const agentAnnouncementsQuery = () =>
  queryOptions({
    queryKey: queryKey('agent', 'announcements', PARAMS),
    queryFn: ({ signal }) => call(getAnnouncements, { query: PARAMS, signal }),
  });
