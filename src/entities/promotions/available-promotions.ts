import { queryOptions, useQuery } from '@tanstack/react-query';

import { getAvailablePromotions } from '../../../contract/announcements';
import { call } from '../../lib/api-call';
import { useIsLoggedIn } from '../../lib/session-store';
import { promotionKeys } from './promotion-keys';

export type { AvailablePromotions } from '../../../contract/announcements';

/** `GET /wps/relay/MCSFE_getAvailablePromotions` (docs/api.md). */
export const availablePromotionsQuery = () =>
  queryOptions({
    queryKey: promotionKeys.available(),
    queryFn: ({ signal }) => call(getAvailablePromotions, { signal }),
  });

/** Promotion availability for the logged-in user; idle for guests (the call needs a token). */
export function useAvailablePromotions() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...availablePromotionsQuery(), enabled: loggedIn });
}
