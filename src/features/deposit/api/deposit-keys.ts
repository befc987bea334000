import { queryKey } from '../../../lib/query-client';

export const depositKeys = {
  all: () => queryKey('deposit'),
  settings: () => [...depositKeys.all(), 'settings'] as const,
  one: (id: number) => [...depositKeys.all(), 'one', id] as const,
  report: () => [...depositKeys.all(), 'report'] as const,
};
