import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import type { Order, OrderStatus } from '../types';

export const ORDERS_PAGE_SIZE = 10;

export interface OrderPage {
  list: Order[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

/** `GET /lgw/orders`: my lottery orders, newest first, one page. */
export const lotteryOrdersQuery = (status: OrderStatus | undefined, pageNo: number) =>
  queryOptions({
    queryKey: queryKey('lottery', 'orders', 'list', status ?? 'all', pageNo),
    queryFn: ({ signal }) =>
      api.get<OrderPage>('/lgw/orders', {
        query: { status, pageNo, pageSize: ORDERS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useLotteryOrders = (status: OrderStatus | undefined, pageNo: number) =>
  useQuery(lotteryOrdersQuery(status, pageNo));
