import { queryOptions, useQuery } from '@tanstack/react-query';

import { getLotteryOrderDetail } from '../../../../contract/lottery-orders';
import { call } from '../../../lib/api-call';
import { queryKey } from '../../../lib/query-client';

/** `GET /lgw/orders/detail?orderId=`: an order with its sub-orders and draw. */
export const orderDetailQuery = (orderId: number) =>
  queryOptions({
    queryKey: queryKey('lottery', 'orders', 'detail', orderId),
    queryFn: ({ signal }) => call(getLotteryOrderDetail, { query: { orderId }, signal }),
  });

export const useOrderDetail = (orderId: number) => useQuery(orderDetailQuery(orderId));
