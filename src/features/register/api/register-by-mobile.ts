import { useMutation } from '@tanstack/react-query';

import { registerByMobile as registerByMobileEndpoint } from '../../../../contract/account';
import { call } from '../../../lib/api-call';
import { registerContext } from './register-context';

/** Mobile form values: mobileNum, countryDialingCode, and the code / password / extras when shown. */
export type MobileRegistration = Record<string, string> & {
  mobileNum: string;
  countryDialingCode: string;
};

/** `PUT /wps/member/register/mobile`, encrypted like the username form. */
export const registerByMobile = (fields: MobileRegistration, domain?: string) =>
  call(registerByMobileEndpoint, {
    body: { ...fields, ...registerContext(domain) },
    encrypted: true,
  });

export const useRegisterByMobile = () =>
  useMutation({
    mutationFn: ({ fields, domain }: { fields: MobileRegistration; domain?: string }) =>
      registerByMobile(fields, domain),
  });
