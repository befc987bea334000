import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDeposit } from '../../../../contract/deposit';
import { call } from '../../../lib/api-call';
import { depositKeys } from './deposit-keys';

/** While a deposit waits for payment (e.g. paid by QR on another device), look again this often. */
export const PENDING_POLL_MS = 4_000;

/** `GET /wps/transaction/deposit/{id}`: one of the member's deposits. */
export const depositQuery = (id: number) =>
  queryOptions({
    queryKey: depositKeys.one(id),
    queryFn: ({ signal }) => call(getDeposit, { params: { id }, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });

export const useDeposit = (id: number) => useQuery(depositQuery(id));
