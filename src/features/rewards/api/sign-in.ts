import { useMutation, useQueryClient } from '@tanstack/react-query';

import { signIn as signInEndpoint } from '../../../../contract/rewards';
import { walletKeys } from '../../../entities/wallet/wallet-keys';
import { call } from '../../../lib/api-call';
import { rewardsKeys } from './rewards-keys';

/** `POST /wps/relay/PROMOFE_signIn`: signs today once; a second request fails with `signin.already`. */
export const signIn = (requestId: string) => call(signInEndpoint, { body: { requestId } });

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: walletKeys.balance() });
      void client.invalidateQueries({ queryKey: rewardsKeys.signIn() });
    },
  });
}
