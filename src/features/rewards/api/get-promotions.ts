import { queryOptions } from '@tanstack/react-query';

import { getPromotionList } from '../../../../contract/rewards';
import { arrivedCall, call } from '../../../lib/api-call';
import { useQueryOrArrived } from '../../../lib/arrived-query';
import { useIsLoggedIn } from '../../../lib/session-store';
import { rewardsKeys } from './rewards-keys';

/** `GET /wps/relay/PROMOFE_getPromotionList`: the tenant's promotions (with my records when logged in). */
export const promotionsQuery = (loggedIn: boolean) =>
  queryOptions({
    queryKey: rewardsKeys.promotionList(loggedIn),
    queryFn: ({ signal }) => call(getPromotionList, { signal }),
  });

/** The landing script's early answer draws the first render of `/m/activity` when it is there. */
export const usePromotions = () =>
  useQueryOrArrived(promotionsQuery(useIsLoggedIn()), () => arrivedCall(getPromotionList));
