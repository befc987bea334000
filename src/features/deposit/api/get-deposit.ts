import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import type { Deposit } from '../types';

/** While a deposit waits for payment (e.g. paid by QR on another device), look again this often. */
export const PENDING_POLL_MS = 4_000;

/** `GET /wps/transaction/deposit/{id}`: one of the member's deposits. */
export const depositQuery = (id: number) =>
  queryOptions({
    queryKey: queryKey('deposit', 'one', id),
    queryFn: ({ signal }) => api.get<Deposit>(`/wps/transaction/deposit/${id}`, { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });

export const useDeposit = (id: number) => useQuery(depositQuery(id));
