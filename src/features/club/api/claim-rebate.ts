import { useMutation, useQueryClient } from '@tanstack/react-query';

import { claimManualRebate } from '../../../../contract/club';
import { walletKeys } from '../../../entities/wallet/wallet-keys';
import { call } from '../../../lib/api-call';
import { clubKeys } from './club-keys';

/** `POST /wps/relay/MCSFE_claimManualRebate`: `requestId` makes a retried claim pay once. */
export const claimRebate = (requestId: string) => call(claimManualRebate, { body: { requestId } });

/** A claim moves money: the header balance, the offer, the club standing and the report refresh. */
export function useClaimRebate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimRebate,
    onSettled: () => {
      for (const key of [walletKeys.balance(), clubKeys.all()])
        void client.invalidateQueries({ queryKey: key });
    },
  });
}
