import { useMutation, useQueryClient } from '@tanstack/react-query';

import { placeLotteryBet } from '../../../../contract/lottery-orders';
import { walletKeys } from '../../../entities/wallet/wallet-keys';
import { call } from '../../../lib/api-call';
import type { Slip } from '../types';
import { lotteryKeys } from './lottery-keys';

/** `POST /lgw/orders/betting`: books a slip and debits the wallet. */
export const placeBet = (slip: Slip) => call(placeLotteryBet, { body: slip });

/** Placing a bet refreshes the header balance and my orders. */
export function usePlaceBet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: placeBet,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: walletKeys.balance() });
      void client.invalidateQueries({ queryKey: lotteryKeys.orders() });
    },
  });
}
