import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';

export interface GrabResult {
  sessionKey: string;
  amount: number;
  balance: number;
  replayed: boolean;
}

/** `POST /wps/relay/PROMOFE_grabRedEnvelope`: one random envelope per member and running session. */
export const grabEnvelope = (body: { sessionKey: string; requestId: string }) =>
  api.post<GrabResult>('/wps/relay/PROMOFE_grabRedEnvelope', body);

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
