import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client';
import { queryKey } from '../../../../lib/query-client';

/** `GET /wps/relay/MCSFE_getReferralInfo`: my invitation code, its register path, friends and first deposits. */
export interface ReferralInfo {
  code: string;
  /** `/m/register?affiliateCode=<code>`: the site adds its own origin. */
  registerPath: string;
  invitedCount: number;
  depositedCount: number;
  firstDepositTotal: number;
}

export const referralInfoQuery = () =>
  queryOptions({
    queryKey: queryKey('referral', 'info'),
    queryFn: ({ signal }) => api.get<ReferralInfo>('/wps/relay/MCSFE_getReferralInfo', { signal }),
  });

export const useReferralInfo = () => useQuery(referralInfoQuery());
