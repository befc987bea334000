import { api } from '../../../lib/api-client';
import type { MobileNumber } from './send-mobile-code';
import { useSecurityMutation } from './use-security-mutation';

export interface BindMobileRequest extends MobileNumber {
  verificationCode: string;
  /** Needed only to replace a bound number. */
  loginPassword?: string;
}

/** `POST /wps/member/mobile`: binds the number with its SMS code; answers it masked. */
export const bindMobile = (request: BindMobileRequest) =>
  api.post<{ mobile: string }>('/wps/member/mobile', request);

export const useBindMobile = () => useSecurityMutation(bindMobile);
