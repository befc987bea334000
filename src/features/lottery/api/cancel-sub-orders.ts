import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';

/** `POST /lgw/orders/suborders/cancel`: refunds open sub-orders before their draw closes. */
export const cancelSubOrders = (subOrderIds: number[]) =>
  api.post<{ refunded: number; balance: number }>('/lgw/orders/suborders/cancel', { subOrderIds });

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
