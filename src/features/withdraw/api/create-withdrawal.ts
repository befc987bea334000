import { useMutation, useQueryClient } from '@tanstack/react-query';

import { createWithdrawal } from '../../../../contract/withdraw';
import { walletKeys } from '../../../entities/wallet/wallet-keys';
import { call } from '../../../lib/api-call';
import type { PlacedWithdrawal, WithdrawalRequest } from '../types';
import { withdrawKeys } from './withdraw-keys';

export type WithdrawalResult = PlacedWithdrawal;

/** `POST /wps/transaction/withdraw` (encrypted): debits the amount and records it pending. */
export function useCreateWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: WithdrawalRequest) =>
      call(createWithdrawal, { body: request, encrypted: true }),
    onSettled: () => {
      for (const key of [walletKeys.balance(), withdrawKeys.settings(), withdrawKeys.report()])
        void client.invalidateQueries({ queryKey: key });
    },
  });
}
