import { bindMobile, type MobileBinding } from '../../../../contract/security';
import { call } from '../../../lib/api-call';
import { useSecurityMutation } from './use-security-mutation';

/** `POST /wps/member/mobile`: binds the number with its SMS code; answers it masked. */
export const useBindMobile = () =>
  useSecurityMutation((request: MobileBinding) => call(bindMobile, { body: request }));
