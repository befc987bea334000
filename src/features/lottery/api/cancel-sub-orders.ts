import { useMutation, useQueryClient } from '@tanstack/react-query';

import { cancelLotterySubOrders } from '../../../../contract/lottery-orders';
import { call } from '../../../lib/api-call';
import { queryKey } from '../../../lib/query-client';

/** `POST /lgw/orders/suborders/cancel`: refunds open sub-orders before their draw closes. */
export const cancelSubOrders = (subOrderIds: number[]) =>
  call(cancelLotterySubOrders, { body: { subOrderIds } });

export function useCancelSubOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelSubOrders,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKey('wallet', 'balance') });
      void client.invalidateQueries({ queryKey: queryKey('lottery', 'orders') });
    },
  });
}
