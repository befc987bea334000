import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { LoginResult } from './login';

export interface RegisterSocialRequest {
  linkToken: string;
  username: string;
  password: string;
}

/** `POST /wps/member/social/register`: a new account linked to the social identity, logged in. */
export const registerSocial = (request: RegisterSocialRequest) =>
  api.post<LoginResult>('/wps/member/social/register', request);

export const useRegisterSocial = () => useMutation({ mutationFn: registerSocial });
