import { queryKey } from '../../../lib/query-client';

export const withdrawKeys = {
  all: () => queryKey('withdraw'),
  settings: () => [...withdrawKeys.all(), 'settings'] as const,
  banks: () => [...withdrawKeys.all(), 'banks'] as const,
  cards: () => [...withdrawKeys.all(), 'cards'] as const,
  report: () => [...withdrawKeys.all(), 'report'] as const,
};
