import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type TransferRequest, transferToUpline } from '../../../../contract/records';
import { walletKeys } from '../../../entities/wallet/wallet-keys';
import { call } from '../../../lib/api-call';
import { recordsKeys } from './records-keys';

/** `POST /wps/relay/MCSFE_transferToUpline`: moves money to the upline through the ledger. */
export function useTransferToUpline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TransferRequest) => call(transferToUpline, { body: request }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: walletKeys.balance() });
      void client.invalidateQueries({ queryKey: recordsKeys.all() });
    },
  });
}
