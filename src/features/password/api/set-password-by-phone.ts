import { resetPasswordByPhone } from '../../../../contract/account';
import { call } from '../../../lib/api-call';

export type PhoneResetRequest = {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
  countryDialingCode: string;
};

/** `POST /wps/member/password/phone`: answers the account's username so the player can be logged in. */
export const setPasswordByPhone = (request: PhoneResetRequest) =>
  call(resetPasswordByPhone, { body: request });
