import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import type { RebateRow } from './get-manual-rebate';

export interface RebateClaim {
  rebateId: number;
  amount: number;
  balance: number;
  levelName: string;
  rows: RebateRow[];
  replayed: boolean;
}

/** `POST /wps/relay/MCSFE_claimManualRebate`: `requestId` makes a retried claim pay once. */
export const claimRebate = (requestId: string) =>
  api.post<RebateClaim>('/wps/relay/MCSFE_claimManualRebate', { requestId });

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
