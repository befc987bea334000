import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import type { Withdrawal } from '../types';

export interface WithdrawalRequest {
  amount: number;
  bankCardId: number;
  /** Omitted where no payment password is needed. */
  password?: string;
  /** Idempotency key: a retry with the same key moves nothing twice. */
  requestId: string;
}

export interface WithdrawalResult {
  withdrawal: Withdrawal;
  balance: number;
  replayed: boolean;
}

/** `POST /wps/transaction/withdraw` (encrypted): debits the amount and records it pending. */
export const createWithdrawal = (request: WithdrawalRequest) =>
  api.post<WithdrawalResult>('/wps/transaction/withdraw', request, { encrypted: true });

export function useCreateWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSettled: () => {
      for (const key of [
        ['wallet', 'balance'],
        ['withdraw', 'settings'],
        ['withdraw', 'report'],
      ])
        void client.invalidateQueries({ queryKey: queryKey(...key) });
    },
  });
}
