import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { registerContext } from './register-context';
import type { RegisterResult } from './register-result';

/** Mobile form values: mobileNum, countryDialingCode, and the code / password / extras when shown. */
export type MobileRegistration = Record<string, string> & {
  mobileNum: string;
  countryDialingCode: string;
};

/** `PUT /wps/member/register/mobile`, encrypted like the username form. */
export const registerByMobile = (fields: MobileRegistration, domain?: string) =>
  api.put<RegisterResult>(
    '/wps/member/register/mobile',
    { ...fields, ...registerContext(domain) },
    { encrypted: true },
  );

export const useRegisterByMobile = () =>
  useMutation({
    mutationFn: ({ fields, domain }: { fields: MobileRegistration; domain?: string }) =>
      registerByMobile(fields, domain),
  });
