import { api } from '../../../lib/api-client';

interface SmsSent {
  expiredMinutes?: number;
}

/** `POST /wps/verification/sms/noLogin` (module VERIFICATION3): resolves the code lifetime in minutes. */
export async function sendResetSms(
  mobileNum: string,
  countryDialingCode: string,
  fallbackMinutes: number,
  /** The captcha answer, once the platform asked for one (`captcha.required`). */
  captcha?: string,
) {
  const sent = await api.post<SmsSent | null>('/wps/verification/sms/noLogin', {
    mobileNum,
    module: 'VERIFICATION3',
    countryDialingCode,
    captcha,
  });
  const minutes = sent?.expiredMinutes;
  return typeof minutes === 'number' && minutes > 0 ? minutes : fallbackMinutes;
}
