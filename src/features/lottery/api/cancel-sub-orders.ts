import { useMutation, useQueryClient } from '@tanstack/react-query';

import { cancelLotterySubOrders } from '../../../../contract/lottery-orders';
import { walletKeys } from '../../../entities/wallet/wallet-keys';
import { call } from '../../../lib/api-call';
import { lotteryKeys } from './lottery-keys';

/** `POST /lgw/orders/suborders/cancel`: refunds open sub-orders before their draw closes. */
export const cancelSubOrders = (subOrderIds: number[]) =>
  call(cancelLotterySubOrders, { body: { subOrderIds } });

export function useCancelSubOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelSubOrders,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: walletKeys.balance() });
      void client.invalidateQueries({ queryKey: lotteryKeys.orders() });
    },
  });
}
