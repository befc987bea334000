import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { BodyInput } from '../../../../contract/endpoint';
import { claimIssuedPromotion } from '../../../../contract/rewards';
import { promotionKeys } from '../../../entities/promotions/promotion-keys';
import { walletKeys } from '../../../entities/wallet/wallet-keys';
import { call } from '../../../lib/api-call';
import { rewardsKeys } from './rewards-keys';

/** `POST /wps/relay/MCSFE_claimIssuedPromotion`: issued → claimed, the bonus credited once. */
export const claimPromotion = (body: BodyInput<typeof claimIssuedPromotion>) =>
  call(claimIssuedPromotion, { body });

/** After a claim: the balance, the unclaimed badge and the reward lists change. */
export function useClaimPromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimPromotion,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: walletKeys.balance() });
      void client.invalidateQueries({ queryKey: promotionKeys.available() });
      void client.invalidateQueries({ queryKey: rewardsKeys.all() });
    },
  });
}
