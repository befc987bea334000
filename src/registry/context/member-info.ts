import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../lib/api-client';
import { queryKey } from '../../lib/query-client';
import { useIsLoggedIn } from '../../lib/session-store';

/** `GET /wps/member/info` (docs/api.md). */
export interface MemberInfo {
  id?: number | string;
  account?: string;
  nickname?: string;
  mobile?: string;
  /** Epoch ms. */
  regDate?: number;
  type?: number;
  toUpline?: boolean | string | number | null;
  clubLabel?: { labelName?: string } | null;
}

export const memberInfoQuery = () =>
  queryOptions({
    queryKey: queryKey('member', 'info'),
    queryFn: ({ signal }) => api.get<MemberInfo>('/wps/member/info', { signal }),
  });

/** Member info of the logged-in user; idle for guests. */
export function useMemberInfo() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...memberInfoQuery(), enabled: loggedIn });
}
