import { sendVerificationSms } from '../../../../contract/account';
import { call } from '../../../lib/api-call';

/** `POST /wps/verification/sms/noLogin` (module VERIFICATION3): resolves the code lifetime in minutes. */
export async function sendResetSms(
  mobileNum: string,
  countryDialingCode: string,
  /** The captcha answer, once the platform asked for one (`captcha.required`). */
  captcha?: string,
) {
  const sent = await call(sendVerificationSms, {
    body: { mobileNum, module: 'VERIFICATION3', countryDialingCode, captcha },
  });
  return sent.expiredMinutes;
}
