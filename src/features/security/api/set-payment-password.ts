import { type NewPaymentPassword, setPaymentPassword } from '../../../../contract/security';
import { call } from '../../../lib/api-call';
import { useSecurityMutation } from './use-security-mutation';

/** `PUT /wps/member/paymentPassword` (encrypted): the first payment password. */
export const useSetPaymentPassword = () =>
  useSecurityMutation((request: NewPaymentPassword) =>
    call(setPaymentPassword, { body: request, encrypted: true }),
  );
