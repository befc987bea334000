import { queryKey } from '../../../lib/query-client';

export const securityKeys = {
  all: () => queryKey('security'),
  config: () => [...securityKeys.all(), 'config'] as const,
};
