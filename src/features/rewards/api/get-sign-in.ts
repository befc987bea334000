import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';

export interface SignInCalendar {
  month: string;
  today: string;
  signedToday: boolean;
  streak: number;
  todayReward: number;
  rewards: number[];
  monthTotal: number;
  days: { day: string; signed: boolean; reward: number | null }[];
}

/** `GET /wps/relay/PROMOFE_getSignInCalendar`: this month's sign-in calendar (tenant time zone). */
export const signInCalendarQuery = () =>
  queryOptions({
    queryKey: queryKey('rewards', 'signIn'),
    queryFn: ({ signal }) =>
      api.get<SignInCalendar>('/wps/relay/PROMOFE_getSignInCalendar', { signal }),
  });

export const useSignInCalendar = () => useQuery(signInCalendarQuery());
