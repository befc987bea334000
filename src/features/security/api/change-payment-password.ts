import { changePaymentPassword, type PaymentPasswordChange } from '../../../../contract/security';
import { call } from '../../../lib/api-call';
import { useSecurityMutation } from './use-security-mutation';

/** `POST /wps/member/paymentPassword` (encrypted): old, new and confirmation. */
export const useChangePaymentPassword = () =>
  useSecurityMutation((request: PaymentPasswordChange) =>
    call(changePaymentPassword, { body: request, encrypted: true }),
  );
