import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from './api-client';
import { queryKey } from './query-client';
import { useIsLoggedIn } from './session-store';

/** `GET /wps/wallets/balance` (docs/api.md); only `sumBalance` is read here. */
export interface WalletBalance {
  sumBalance?: number;
  currency?: string;
  currencySymbol?: string;
}

export const walletBalanceQuery = () =>
  queryOptions({
    queryKey: queryKey('wallet', 'balance'),
    queryFn: ({ signal }) => api.get<WalletBalance>('/wps/wallets/balance', { signal }),
  });

/** The logged-in user's wallet; idle for guests. */
export function useWalletBalance() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...walletBalanceQuery(), enabled: loggedIn });
}
