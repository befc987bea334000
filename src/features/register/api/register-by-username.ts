import { useMutation } from '@tanstack/react-query';

import { registerByUsername as registerByUsernameEndpoint } from '../../../../contract/account';
import { call } from '../../../lib/api-call';
import { registerContext } from './register-context';

/** Username form values; empty optional fields are left out. */
export type UsernameRegistration = Record<string, string> & { username: string; password: string };

/** `PUT /wps/member/register`, encrypted (protocol.md §3). */
export const registerByUsername = (fields: UsernameRegistration, domain?: string) =>
  call(registerByUsernameEndpoint, {
    body: { ...fields, ...registerContext(domain) },
    encrypted: true,
  });

export const useRegisterByUsername = () =>
  useMutation({
    mutationFn: ({ fields, domain }: { fields: UsernameRegistration; domain?: string }) =>
      registerByUsername(fields, domain),
  });
