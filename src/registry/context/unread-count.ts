import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../lib/api-client';
import { queryKey } from '../../lib/query-client';
import { useIsLoggedIn } from '../../lib/session-store';

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: queryKey('inbox', 'unread'),
    queryFn: ({ signal }) => api.get<number>('/wps/relay/CSP_getUnreadCount', { signal }),
  });

/** Unread inbox messages of the logged-in user (0 for guests). */
export function useUnreadCount(): number {
  const loggedIn = useIsLoggedIn();
  const { data } = useQuery({ ...unreadCountQuery(), enabled: loggedIn });
  return loggedIn && typeof data === 'number' ? data : 0;
}
