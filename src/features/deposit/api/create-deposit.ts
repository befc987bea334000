import { useMutation, useQueryClient } from '@tanstack/react-query';

import { createDeposit } from '../../../../contract/deposit';
import { call } from '../../../lib/api-call';
import type { DepositRequest } from '../types';
import { depositKeys } from './deposit-keys';

/** `POST /wps/transaction/deposit`: a pending deposit and where to pay it. */
export function useCreateDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: DepositRequest) => call(createDeposit, { body: request }),
    onSuccess: (deposit) => {
      client.setQueryData(depositKeys.one(deposit.id), deposit);
      void client.invalidateQueries({ queryKey: depositKeys.report() });
    },
  });
}
