import { useMutation } from '@tanstack/react-query';

import { requestPasswordEmail as requestPasswordEmailEndpoint } from '../../../../contract/account';
import { call } from '../../../lib/api-call';

export type ForgotPasswordRequest = {
  username: string;
  email: string;
};

/** `POST /wps/member/password/forgot`, form-urlencoded (spec §7); the platform e-mails a reset link. */
export const requestPasswordEmail = (request: ForgotPasswordRequest) =>
  call(requestPasswordEmailEndpoint, { body: request, form: true });

export const useRequestPasswordEmail = () => useMutation({ mutationFn: requestPasswordEmail });
