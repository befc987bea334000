import { queryOptions, useQuery } from '@tanstack/react-query';

import { getPromotionDetail } from '../../../../contract/rewards';
import { call } from '../../../lib/api-call';
import { useIsLoggedIn } from '../../../lib/session-store';
import { rewardsKeys } from './rewards-keys';

/** `GET /wps/relay/PROMOFE_getPromotionDetail?id=`: one promotion with its HTML content. */
export const promotionDetailQuery = (id: number, loggedIn: boolean) =>
  queryOptions({
    queryKey: rewardsKeys.promotionDetail(id, loggedIn),
    queryFn: ({ signal }) => call(getPromotionDetail, { query: { id }, signal }),
    enabled: id > 0,
  });

export const usePromotionDetail = (id: number) =>
  useQuery(promotionDetailQuery(id, useIsLoggedIn()));
