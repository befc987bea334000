import { queryOptions, useQuery } from '@tanstack/react-query';

import { getLotteryOrderDetail } from '../../../../contract/lottery-orders';
import { call } from '../../../lib/api-call';
import { lotteryKeys } from './lottery-keys';

/** `GET /lgw/orders/detail?orderId=`: an order with its sub-orders and draw. */
export const orderDetailQuery = (orderId: number) =>
  queryOptions({
    queryKey: lotteryKeys.orderDetail(orderId),
    queryFn: ({ signal }) => call(getLotteryOrderDetail, { query: { orderId }, signal }),
  });

export const useOrderDetail = (orderId: number) => useQuery(orderDetailQuery(orderId));
