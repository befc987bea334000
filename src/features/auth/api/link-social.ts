import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { LoginResult } from './login';

export interface LinkSocialRequest {
  linkToken: string;
  username: string;
  password: string;
}

/** `POST /wps/member/social/link`: ties the social identity to an existing account, for good. */
export const linkSocial = (request: LinkSocialRequest) =>
  api.post<LoginResult>('/wps/member/social/link', request);

export const useLinkSocial = () => useMutation({ mutationFn: linkSocial });
