import { queryKey } from '../../lib/query-client';

/** The member's query keys; logout removes `all()`. */
export const memberKeys = {
  all: () => queryKey('member'),
  info: () => [...memberKeys.all(), 'info'] as const,
};
