import { useMutation } from '@tanstack/react-query';

import { registerSocialAccount } from '../../../../contract/account';
import { call } from '../../../lib/api-call';
import type { LinkSocialRequest } from './link-social';

/** `POST /wps/member/social/register`: a new account linked to the social identity, logged in. */
export const registerSocial = (request: LinkSocialRequest) =>
  call(registerSocialAccount, { body: request });

export const useRegisterSocial = () => useMutation({ mutationFn: registerSocial });
