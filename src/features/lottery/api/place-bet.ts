import { useMutation, useQueryClient } from '@tanstack/react-query';

import { placeLotteryBet } from '../../../../contract/lottery-orders';
import { call } from '../../../lib/api-call';
import { queryKey } from '../../../lib/query-client';
import type { Slip } from '../types';

/** `POST /lgw/orders/betting`: books a slip and debits the wallet. */
export const placeBet = (slip: Slip) => call(placeLotteryBet, { body: slip });

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
