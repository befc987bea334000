import { useMutation } from '@tanstack/react-query';

import { sendVerificationSms } from '../../../../contract/account';
import { call } from '../../../lib/api-call';

export interface LoginSmsRequest {
  mobileNum: string;
  /** The captcha answer, once the platform asked for one (`captcha.required`). */
  captcha?: string;
}

/** Sends a login code to a mobile number (module VERIFICATION3, spec §7); answers its lifetime. */
export const sendLoginSms = ({ mobileNum, captcha }: LoginSmsRequest) =>
  call(sendVerificationSms, { body: { mobileNum, module: 'VERIFICATION3', captcha } });

export const useSendLoginSms = () => useMutation({ mutationFn: sendLoginSms });
