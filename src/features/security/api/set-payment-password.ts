import { api } from '../../../lib/api-client';
import { useSecurityMutation } from './use-security-mutation';

export interface SetPaymentPasswordRequest {
  loginPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** `PUT /wps/member/paymentPassword` (encrypted): the first payment password. */
export const setPaymentPassword = (request: SetPaymentPasswordRequest) =>
  api.put<boolean>('/wps/member/paymentPassword', request, { encrypted: true });

export const useSetPaymentPassword = () => useSecurityMutation(setPaymentPassword);
