import { api } from '../../../lib/api-client';

interface SmsSent {
  expiredMinutes?: number;
}

/** `POST /wps/verification/sms/register`: a registration code; resolves its lifetime in minutes. */
export async function sendRegisterSms(
  mobileNo: string,
  countryDialingCode: string,
  fallbackMinutes: number,
  /** The captcha answer, once the platform asked for one (`captcha.required`). */
  captcha?: string,
) {
  const sent = await api.post<SmsSent | null>('/wps/verification/sms/register', {
    mobileNo,
    countryDialingCode,
    captcha,
  });
  const minutes = sent?.expiredMinutes;
  return typeof minutes === 'number' && minutes > 0 ? minutes : fallbackMinutes;
}
