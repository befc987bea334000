import { queryOptions, useQuery } from '@tanstack/react-query';

import { getMemberInfo } from '../../../contract/member';
import { call } from '../../lib/api-call';
import { queryKey } from '../../lib/query-client';
import { useIsLoggedIn } from '../../lib/session-store';

export type { MemberInfo } from '../../../contract/member';

export const memberInfoQuery = () =>
  queryOptions({
    queryKey: queryKey('member', 'info'),
    queryFn: ({ signal }) => call(getMemberInfo, { signal }),
  });

/** Member info of the logged-in user; idle for guests. */
export function useMemberInfo() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...memberInfoQuery(), enabled: loggedIn });
}
