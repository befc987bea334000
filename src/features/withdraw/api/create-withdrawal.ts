import { useMutation, useQueryClient } from '@tanstack/react-query';

import { createWithdrawal } from '../../../../contract/withdraw';
import { call } from '../../../lib/api-call';
import { queryKey } from '../../../lib/query-client';
import type { PlacedWithdrawal, WithdrawalRequest } from '../types';

export type WithdrawalResult = PlacedWithdrawal;

/** `POST /wps/transaction/withdraw` (encrypted): debits the amount and records it pending. */
export function useCreateWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: WithdrawalRequest) =>
      call(createWithdrawal, { body: request, encrypted: true }),
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
