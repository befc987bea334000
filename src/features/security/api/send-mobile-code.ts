import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export interface MobileNumber {
  mobileNum: string;
  countryDialingCode: string;
}

/** `POST /wps/member/mobile/sms`: a binding code to the new number; answers its lifetime. */
export const sendMobileCode = (request: MobileNumber) =>
  api.post<{ expiredMinutes: number }>('/wps/member/mobile/sms', request);

export const useSendMobileCode = () => useMutation({ mutationFn: sendMobileCode });
