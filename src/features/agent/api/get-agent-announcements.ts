import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';

export interface AgentAnnouncements {
  list: unknown[];
  footer: { unreadCount: number };
}

const PARAMS = { types: 'A', groupName: 'm_home', platform: 'M' };

/** `GET /wps/relay/MCSFE_getListAnnouncements?types=A…`: its footer carries the unread count. */
export const agentAnnouncementsQuery = () =>
  queryOptions({
    queryKey: queryKey('agent', 'announcements', PARAMS),
    queryFn: ({ signal }) =>
      api.get<AgentAnnouncements>('/wps/relay/MCSFE_getListAnnouncements', {
        query: PARAMS,
        signal,
      }),
  });
