import { queryOptions, useQuery } from '@tanstack/react-query';

import { getPromotionDetail } from '../../../../contract/rewards';
import { call } from '../../../lib/api-call';
import { queryKey } from '../../../lib/query-client';
import { useIsLoggedIn } from '../../../lib/session-store';

/** `GET /wps/relay/PROMOFE_getPromotionDetail?id=`: one promotion with its HTML content. */
export const promotionDetailQuery = (id: number, loggedIn: boolean) =>
  queryOptions({
    queryKey: queryKey('rewards', 'promotions', 'detail', id, loggedIn),
    queryFn: ({ signal }) => call(getPromotionDetail, { query: { id }, signal }),
    enabled: id > 0,
  });

export const usePromotionDetail = (id: number) =>
  useQuery(promotionDetailQuery(id, useIsLoggedIn()));
