import { bindEmail, type EmailBinding } from '../../../../contract/security';
import { call } from '../../../lib/api-call';
import { useSecurityMutation } from './use-security-mutation';

/** `POST /wps/member/email`: binds the address with its code; answers it masked. */
export const useBindEmail = () =>
  useSecurityMutation((request: EmailBinding) => call(bindEmail, { body: request }));
