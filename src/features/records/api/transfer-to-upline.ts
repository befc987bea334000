import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import type { UplineTransfer } from './get-upline-transfer';

export interface TransferRequest {
  amount: number;
  /** Idempotency key: a retry with the same key moves nothing twice. */
  requestId: string;
  password?: string;
}

/** `POST /wps/relay/MCSFE_transferToUpline`: moves money to the upline through the ledger. */
export const transferToUpline = (request: TransferRequest) =>
  api.post<UplineTransfer & { replayed: boolean }>('/wps/relay/MCSFE_transferToUpline', request);

export function useTransferToUpline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: transferToUpline,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKey('wallet', 'balance') });
      void client.invalidateQueries({ queryKey: queryKey('records') });
    },
  });
}
