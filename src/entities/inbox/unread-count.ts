import { queryOptions, useQuery } from '@tanstack/react-query';

import { getUnreadCount } from '../../../contract/content';
import { call } from '../../lib/api-call';
import { useIsLoggedIn } from '../../lib/session-store';
import { inboxKeys } from './inbox-keys';

/** `GET /wps/relay/CSP_getUnreadCount`: unread inbox messages plus unread support mail. */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: inboxKeys.unread(),
    queryFn: ({ signal }) => call(getUnreadCount, { signal }),
  });

/** Unread inbox messages of the logged-in user (0 for guests). */
export function useUnreadCount(): number {
  const loggedIn = useIsLoggedIn();
  const { data } = useQuery({ ...unreadCountQuery(), enabled: loggedIn });
  return loggedIn ? (data ?? 0) : 0;
}
