import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import type { Deposit } from '../types';

export interface CreateDepositRequest {
  /** Idempotency key: the same key again answers the first deposit. */
  requestId: string;
  channel: string;
  amount: number;
}

/** `POST /wps/transaction/deposit`: a pending deposit and where to pay it. */
export const createDeposit = (request: CreateDepositRequest) =>
  api.post<Deposit & { replayed: boolean }>('/wps/transaction/deposit', request);

export function useCreateDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: (deposit) => {
      client.setQueryData(queryKey('deposit', 'one', deposit.id), deposit);
      void client.invalidateQueries({ queryKey: queryKey('deposit', 'report') });
    },
  });
}
