import { queryOptions, useQuery } from '@tanstack/react-query';

import { getReferralInfo } from '../../../../../contract/content';
import { call } from '../../../../lib/api-call';
import { referralKeys } from './referral-keys';

export type { ReferralInfo } from '../../../../../contract/content';

/** `GET /wps/relay/MCSFE_getReferralInfo`: my invitation code, its register path, friends and first deposits. */
export const referralInfoQuery = () =>
  queryOptions({
    queryKey: referralKeys.info(),
    queryFn: ({ signal }) => call(getReferralInfo, { signal }),
  });

export const useReferralInfo = () => useQuery(referralInfoQuery());
