import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';

export interface SignInResult {
  day: string;
  streak: number;
  reward: number;
  balance: number;
  replayed: boolean;
}

/** `POST /wps/relay/PROMOFE_signIn`: signs today once; a second request fails with `signin.already`. */
export const signIn = (requestId: string) =>
  api.post<SignInResult>('/wps/relay/PROMOFE_signIn', { requestId });

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKey('wallet', 'balance') });
      void client.invalidateQueries({ queryKey: queryKey('rewards', 'signIn') });
    },
  });
}
