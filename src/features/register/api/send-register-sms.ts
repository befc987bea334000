import { sendRegisterSms as sendRegisterSmsEndpoint } from '../../../../contract/account';
import { call } from '../../../lib/api-call';

/** `POST /wps/verification/sms/register`: a registration code; resolves its lifetime in minutes. */
export async function sendRegisterSms(
  mobileNo: string,
  countryDialingCode: string,
  /** The captcha answer, once the platform asked for one (`captcha.required`). */
  captcha?: string,
) {
  const sent = await call(sendRegisterSmsEndpoint, {
    body: { mobileNo, countryDialingCode, captcha },
  });
  return sent.expiredMinutes;
}
