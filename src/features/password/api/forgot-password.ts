import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export interface ForgotPasswordRequest {
  username: string;
  email: string;
}

/** `POST /wps/member/password/forgot`, form-urlencoded (spec §7); the platform e-mails a reset link. */
export const requestPasswordEmail = (request: ForgotPasswordRequest) =>
  api.post<boolean>('/wps/member/password/forgot', request, { form: true });

export const useRequestPasswordEmail = () => useMutation({ mutationFn: requestPasswordEmail });
