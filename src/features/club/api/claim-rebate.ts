import { useMutation, useQueryClient } from '@tanstack/react-query';

import { claimManualRebate } from '../../../../contract/club';
import { call } from '../../../lib/api-call';
import { queryKey } from '../../../lib/query-client';

/** `POST /wps/relay/MCSFE_claimManualRebate`: `requestId` makes a retried claim pay once. */
export const claimRebate = (requestId: string) => call(claimManualRebate, { body: { requestId } });

/** A claim moves money: the header balance, the offer, the club standing and the report refresh. */
export function useClaimRebate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimRebate,
    onSettled: () => {
      for (const key of [['wallet', 'balance'], ['club'], ['rebate', 'report']])
        void client.invalidateQueries({ queryKey: queryKey(...key) });
    },
  });
}
