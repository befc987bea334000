import { queryOptions, useQuery } from '@tanstack/react-query';

import { getSignInCalendar } from '../../../../contract/rewards';
import { call } from '../../../lib/api-call';
import { rewardsKeys } from './rewards-keys';

/** `GET /wps/relay/PROMOFE_getSignInCalendar`: this month's sign-in calendar (tenant time zone). */
export const signInCalendarQuery = () =>
  queryOptions({
    queryKey: rewardsKeys.signIn(),
    queryFn: ({ signal }) => call(getSignInCalendar, { query: {}, signal }),
  });

export const useSignInCalendar = () => useQuery(signInCalendarQuery());
