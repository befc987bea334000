import { useMutation } from '@tanstack/react-query';

import { linkSocialAccount } from '../../../../contract/account';
import { call } from '../../../lib/api-call';

export type LinkSocialRequest = {
  linkToken: string;
  username: string;
  password: string;
};

/** `POST /wps/member/social/link`: ties the social identity to an existing account, for good. */
export const linkSocial = (request: LinkSocialRequest) =>
  call(linkSocialAccount, { body: request });

export const useLinkSocial = () => useMutation({ mutationFn: linkSocial });
