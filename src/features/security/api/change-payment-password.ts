import { api } from '../../../lib/api-client';
import { useSecurityMutation } from './use-security-mutation';

export interface ChangePaymentPasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** `POST /wps/member/paymentPassword` (encrypted): old, new and confirmation. */
export const changePaymentPassword = (request: ChangePaymentPasswordRequest) =>
  api.post<boolean>('/wps/member/paymentPassword', request, { encrypted: true });

export const useChangePaymentPassword = () => useSecurityMutation(changePaymentPassword);
