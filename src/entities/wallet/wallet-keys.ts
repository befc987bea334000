import { queryKey } from '../../lib/query-client';

/** The wallet's query keys, generic to specific: invalidating `all()` refreshes every wallet figure. */
export const walletKeys = {
  all: () => queryKey('wallet'),
  balance: () => [...walletKeys.all(), 'balance'] as const,
};
