import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { getLotteryOrders } from '../../../../contract/lottery-orders';
import { call } from '../../../lib/api-call';
import type { OrderStatus } from '../types';
import { lotteryKeys } from './lottery-keys';

export const ORDERS_PAGE_SIZE = 10;

/** `GET /lgw/orders`: my lottery orders, newest first, one page. */
export const lotteryOrdersQuery = (status: OrderStatus | undefined, pageNo: number) =>
  queryOptions({
    queryKey: lotteryKeys.orderList(status, pageNo),
    queryFn: ({ signal }) =>
      call(getLotteryOrders, { query: { status, pageNo, pageSize: ORDERS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

export const useLotteryOrders = (status: OrderStatus | undefined, pageNo: number) =>
  useQuery(lotteryOrdersQuery(status, pageNo));
