import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { BodyInput } from '../../../../contract/endpoint';
import { grabRedEnvelope } from '../../../../contract/rewards';
import { call } from '../../../lib/api-call';
import { queryKey } from '../../../lib/query-client';

/** `POST /wps/relay/PROMOFE_grabRedEnvelope`: one random envelope per member and running session. */
export const grabEnvelope = (body: BodyInput<typeof grabRedEnvelope>) =>
  call(grabRedEnvelope, { body });

export function useGrabEnvelope() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: grabEnvelope,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKey('wallet', 'balance') });
      void client.invalidateQueries({ queryKey: queryKey('rewards', 'redRain') });
    },
  });
}
