import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `POST /wps/verification/sms/noLogin` answer: how long the code stays valid. */
export interface SmsSent {
  expiredMinutes?: number;
}

/** Sends a login code to a mobile number (module VERIFICATION3, spec §7). */
export const sendLoginSms = (mobileNum: string) =>
  api.post<SmsSent>('/wps/verification/sms/noLogin', { mobileNum, module: 'VERIFICATION3' });

export const useSendLoginSms = () => useMutation({ mutationFn: sendLoginSms });
