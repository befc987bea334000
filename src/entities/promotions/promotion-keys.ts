import { queryKey } from '../../lib/query-client';

/** Which promotions the member may use: read by the menus' gates and badges, refreshed by rewards. */
export const promotionKeys = {
  all: () => queryKey('promotions'),
  available: () => [...promotionKeys.all(), 'available'] as const,
};
