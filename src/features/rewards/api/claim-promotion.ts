import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import { availablePromotionsQuery } from '../../../registry/context/promotions';

export interface ClaimResult {
  recordId: number;
  bonusAmount: number;
  balance: number;
  replayed: boolean;
}

/** `POST /wps/relay/MCSFE_claimIssuedPromotion`: issued → claimed, the bonus credited once. */
export const claimPromotion = ({ id, requestId }: { id: number; requestId: string }) =>
  api.post<ClaimResult>('/wps/relay/MCSFE_claimIssuedPromotion', { id, requestId });

/** After a claim: the balance, the unclaimed badge and the reward lists change. */
export function useClaimPromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimPromotion,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKey('wallet', 'balance') });
      void client.invalidateQueries({ queryKey: availablePromotionsQuery().queryKey });
      void client.invalidateQueries({ queryKey: queryKey('rewards') });
    },
  });
}
