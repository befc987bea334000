import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../lib/api-client';
import { queryKey } from '../../lib/query-client';
import { useIsLoggedIn } from '../../lib/session-store';
import type { PromoKey } from '../gate';

/** `GET /wps/relay/MCSFE_getAvailablePromotions` (docs/api.md). */
export interface AvailablePromotions {
  promotions?: Partial<Record<PromoKey, { enabled?: boolean }>>;
  unclaimedCount?: number;
}

export const availablePromotionsQuery = () =>
  queryOptions({
    queryKey: queryKey('promotions', 'available'),
    queryFn: ({ signal }) =>
      api.get<AvailablePromotions>('/wps/relay/MCSFE_getAvailablePromotions', { signal }),
  });

/** Promotion availability for the logged-in user; idle for guests (the call needs a token). */
export function useAvailablePromotions() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...availablePromotionsQuery(), enabled: loggedIn });
}

export const isPromoEnabled = (data: AvailablePromotions | undefined, key: PromoKey): boolean =>
  data?.promotions?.[key]?.enabled === true;
