import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** `POST /wps/verification/sms/noLogin` answer: how long the code stays valid. */
export interface SmsSent {
  expiredMinutes?: number;
}

export interface LoginSmsRequest {
  mobileNum: string;
  /** The captcha answer, once the platform asked for one (`captcha.required`). */
  captcha?: string;
}

/** Sends a login code to a mobile number (module VERIFICATION3, spec §7). */
export const sendLoginSms = ({ mobileNum, captcha }: LoginSmsRequest) =>
  api.post<SmsSent>('/wps/verification/sms/noLogin', {
    mobileNum,
    module: 'VERIFICATION3',
    captcha,
  });

export const useSendLoginSms = () => useMutation({ mutationFn: sendLoginSms });
