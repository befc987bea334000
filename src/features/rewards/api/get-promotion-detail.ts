import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import { useIsLoggedIn } from '../../../lib/session-store';
import type { PromotionDetail } from '../types';

/** `GET /wps/relay/PROMOFE_getPromotionDetail?id=`: one promotion with its HTML content. */
export const promotionDetailQuery = (id: number, loggedIn: boolean) =>
  queryOptions({
    queryKey: queryKey('rewards', 'promotions', 'detail', id, loggedIn),
    queryFn: ({ signal }) =>
      api.get<PromotionDetail>('/wps/relay/PROMOFE_getPromotionDetail', { query: { id }, signal }),
    enabled: id > 0,
  });

export const usePromotionDetail = (id: number) =>
  useQuery(promotionDetailQuery(id, useIsLoggedIn()));
