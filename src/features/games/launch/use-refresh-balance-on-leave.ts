import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { walletKeys } from '../../../entities/wallet/wallet-keys';

/** Bets and wins happened inside the game: the header balance is refetched when the player leaves. */
export function useRefreshBalanceOnLeave() {
  const client = useQueryClient();
  useEffect(() => {
    return () => {
      void client.invalidateQueries({ queryKey: walletKeys.balance() });
    };
  }, [client]);
}
