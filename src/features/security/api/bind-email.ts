import { api } from '../../../lib/api-client';
import { useSecurityMutation } from './use-security-mutation';

export interface BindEmailRequest {
  email: string;
  verificationCode: string;
  /** Needed only to replace a bound address. */
  loginPassword?: string;
}

/** `POST /wps/member/email`: binds the address with its code; answers it masked. */
export const bindEmail = (request: BindEmailRequest) =>
  api.post<{ email: string }>('/wps/member/email', request);

export const useBindEmail = () => useSecurityMutation(bindEmail);
