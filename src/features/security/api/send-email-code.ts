import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `POST /wps/member/email/code`: a binding code to the address; answers its lifetime. */
export const sendEmailCode = (email: string) =>
  api.post<{ expiredMinutes: number }>('/wps/member/email/code', { email });

export const useSendEmailCode = () => useMutation({ mutationFn: sendEmailCode });
