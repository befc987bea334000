import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { BodyInput } from '../../../../contract/endpoint';
import { claimIssuedPromotion } from '../../../../contract/rewards';
import { call } from '../../../lib/api-call';
import { queryKey } from '../../../lib/query-client';
import { availablePromotionsQuery } from '../../../registry/context/promotions';

/** `POST /wps/relay/MCSFE_claimIssuedPromotion`: issued → claimed, the bonus credited once. */
export const claimPromotion = (body: BodyInput<typeof claimIssuedPromotion>) =>
  call(claimIssuedPromotion, { body });

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
