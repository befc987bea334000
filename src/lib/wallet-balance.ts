import { queryOptions, useQuery } from '@tanstack/react-query';

import { getWalletBalance } from '../../contract/member';
import { call } from './api-call';
import { queryKey } from './query-client';
import { useIsLoggedIn } from './session-store';

export type { WalletBalance } from '../../contract/member';

export const walletBalanceQuery = () =>
  queryOptions({
    queryKey: queryKey('wallet', 'balance'),
    queryFn: ({ signal }) => call(getWalletBalance, { signal }),
  });

/** The logged-in user's wallet; idle for guests. */
export function useWalletBalance() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...walletBalanceQuery(), enabled: loggedIn });
}
