import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { BodyInput } from '../../../../contract/endpoint';
import { applyPromotion as applyPromotionEndpoint } from '../../../../contract/rewards';
import { call } from '../../../lib/api-call';
import { rewardsKeys } from './rewards-keys';

/** What an application sends: images are data URLs of PNG or JPG pictures. */
export type Application = BodyInput<typeof applyPromotionEndpoint>;

/** `POST /wps/relay/PROMOFE_applyPromotion`: apply (→ applying) or join (→ signed / coming soon). */
export const applyPromotion = (application: Application) =>
  call(applyPromotionEndpoint, { body: application, timeoutMs: 60_000 });

export function useApplyPromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyPromotion,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: rewardsKeys.all() });
    },
  });
}
