import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { BodyInput } from '../../../../contract/endpoint';
import { grabRedEnvelope } from '../../../../contract/rewards';
import { walletKeys } from '../../../entities/wallet/wallet-keys';
import { call } from '../../../lib/api-call';
import { rewardsKeys } from './rewards-keys';

/** `POST /wps/relay/PROMOFE_grabRedEnvelope`: one random envelope per member and running session. */
export const grabEnvelope = (body: BodyInput<typeof grabRedEnvelope>) =>
  call(grabRedEnvelope, { body });

export function useGrabEnvelope() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: grabEnvelope,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: walletKeys.balance() });
      void client.invalidateQueries({ queryKey: rewardsKeys.redRain() });
    },
  });
}
