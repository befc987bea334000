import { queryOptions, useQuery } from '@tanstack/react-query';

import { getMemberInfo } from '../../../contract/member';
import { call } from '../../lib/api-call';
import { useIsLoggedIn } from '../../lib/session-store';
import { memberKeys } from './member-keys';

export type { MemberInfo } from '../../../contract/member';

export const memberInfoQuery = () =>
  queryOptions({
    queryKey: memberKeys.info(),
    queryFn: ({ signal }) => call(getMemberInfo, { signal }),
  });

/** Member info of the logged-in user; idle for guests. */
export function useMemberInfo() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...memberInfoQuery(), enabled: loggedIn });
}
