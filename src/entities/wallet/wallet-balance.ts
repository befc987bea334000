import { queryOptions, useQuery } from '@tanstack/react-query';

import { getWalletBalance } from '../../../contract/member';
import { call } from '../../lib/api-call';
import { useIsLoggedIn } from '../../lib/session-store';
import { walletKeys } from './wallet-keys';

export type { WalletBalance } from '../../../contract/member';

export const walletBalanceQuery = () =>
  queryOptions({
    queryKey: walletKeys.balance(),
    queryFn: ({ signal }) => call(getWalletBalance, { signal }),
  });

/** The logged-in user's wallet; idle for guests. */
export function useWalletBalance() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...walletBalanceQuery(), enabled: loggedIn });
}
