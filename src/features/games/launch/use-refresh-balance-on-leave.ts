import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { queryKey } from '../../../lib/query-client';

/** Bets and wins happened inside the game: the header balance is refetched when the player leaves. */
export function useRefreshBalanceOnLeave() {
  const client = useQueryClient();
  useEffect(() => {
    return () => {
      void client.invalidateQueries({ queryKey: queryKey('wallet', 'balance') });
    };
  }, [client]);
}
