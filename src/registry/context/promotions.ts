import { queryOptions, useQuery } from '@tanstack/react-query';

import { type AvailablePromotions, getAvailablePromotions } from '../../../contract/announcements';
import { call } from '../../lib/api-call';
import { queryKey } from '../../lib/query-client';
import { useIsLoggedIn } from '../../lib/session-store';
import type { PromoKey } from '../gate';

export type { AvailablePromotions } from '../../../contract/announcements';

/** `GET /wps/relay/MCSFE_getAvailablePromotions` (docs/api.md). */
export const availablePromotionsQuery = () =>
  queryOptions({
    queryKey: queryKey('promotions', 'available'),
    queryFn: ({ signal }) => call(getAvailablePromotions, { signal }),
  });

/** Promotion availability for the logged-in user; idle for guests (the call needs a token). */
export function useAvailablePromotions() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...availablePromotionsQuery(), enabled: loggedIn });
}

export const isPromoEnabled = (data: AvailablePromotions | undefined, key: PromoKey): boolean =>
  data?.promotions[key].enabled === true;
