import { api } from '../../../lib/api-client';

export interface PhoneResetRequest {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
  countryDialingCode: string;
}

/** `POST /wps/member/password/phone`: answers the account's username so the player can be logged in. */
export const setPasswordByPhone = (request: PhoneResetRequest) =>
  api.post<{ userName: string }>('/wps/member/password/phone', request);
