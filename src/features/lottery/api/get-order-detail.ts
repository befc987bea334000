import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import type { OrderDetail } from '../types';

/** `GET /lgw/orders/detail?orderId=`: an order with its sub-orders and draw. */
export const orderDetailQuery = (orderId: number) =>
  queryOptions({
    queryKey: queryKey('lottery', 'orders', 'detail', orderId),
    queryFn: ({ signal }) =>
      api.get<OrderDetail>('/lgw/orders/detail', { query: { orderId }, signal }),
  });

export const useOrderDetail = (orderId: number) => useQuery(orderDetailQuery(orderId));
