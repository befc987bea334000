import { queryOptions, useQuery } from '@tanstack/react-query';

import { getPromotionList } from '../../../../contract/rewards';
import { call } from '../../../lib/api-call';
import { useIsLoggedIn } from '../../../lib/session-store';
import { rewardsKeys } from './rewards-keys';

/** `GET /wps/relay/PROMOFE_getPromotionList`: the tenant's promotions (with my records when logged in). */
export const promotionsQuery = (loggedIn: boolean) =>
  queryOptions({
    queryKey: rewardsKeys.promotionList(loggedIn),
    queryFn: ({ signal }) => call(getPromotionList, { signal }),
  });

export const usePromotions = () => useQuery(promotionsQuery(useIsLoggedIn()));
