import { useMutation, useQueryClient } from '@tanstack/react-query';

import { createDeposit } from '../../../../contract/deposit';
import { call } from '../../../lib/api-call';
import { queryKey } from '../../../lib/query-client';
import type { DepositRequest } from '../types';

/** `POST /wps/transaction/deposit`: a pending deposit and where to pay it. */
export function useCreateDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: DepositRequest) => call(createDeposit, { body: request }),
    onSuccess: (deposit) => {
      client.setQueryData(queryKey('deposit', 'one', deposit.id), deposit);
      void client.invalidateQueries({ queryKey: queryKey('deposit', 'report') });
    },
  });
}
