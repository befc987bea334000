import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import type { OrderDetail, SlipBet } from '../types';

export interface Slip {
  gameId: number;
  numero: string;
  /** New per slip, reused on a retry so the server never books it twice. */
  clientKey: string;
  bets: SlipBet[];
}

export interface BetPlaced {
  replayed: boolean;
  order: OrderDetail;
  balance: number;
}

/** `POST /lgw/orders/betting`: books a slip and debits the wallet. */
export const placeBet = (slip: Slip) => api.post<BetPlaced>('/lgw/orders/betting', slip);

/** Placing a bet refreshes the header balance and my orders. */
export function usePlaceBet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: placeBet,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKey('wallet', 'balance') });
      void client.invalidateQueries({ queryKey: queryKey('lottery', 'orders') });
    },
  });
}
