import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import { useIsLoggedIn } from '../../../lib/session-store';
import type { PromotionCard } from '../types';

/** `GET /wps/relay/PROMOFE_getPromotionList`: the tenant's promotions (with my records when logged in). */
export const promotionsQuery = (loggedIn: boolean) =>
  queryOptions({
    queryKey: queryKey('rewards', 'promotions', 'list', loggedIn),
    queryFn: ({ signal }) =>
      api.get<{ list: PromotionCard[] }>('/wps/relay/PROMOFE_getPromotionList', { signal }),
  });

export const usePromotions = () => useQuery(promotionsQuery(useIsLoggedIn()));
