import { queryOptions } from '@tanstack/react-query';

import { getAnnouncements } from '../../../../contract/announcements';
import { call } from '../../../lib/api-call';
import { agentKeys } from './agent-keys';

const PARAMS = { types: 'A', groupName: 'm_home', platform: 'M' } as const;

/** `GET /wps/relay/MCSFE_getListAnnouncements?types=A…`: its footer carries the unread count. */
export const agentAnnouncementsQuery = () =>
  queryOptions({
    queryKey: agentKeys.announcements(PARAMS),
    queryFn: ({ signal }) => call(getAnnouncements, { query: PARAMS, signal }),
  });
