import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { registerContext } from './register-context';
import type { RegisterResult } from './register-result';

/** Username form values; empty optional fields are left out. */
export type UsernameRegistration = Record<string, string> & { username: string; password: string };

/** `PUT /wps/member/register`, encrypted (protocol.md §3). */
export const registerByUsername = (fields: UsernameRegistration, domain?: string) =>
  api.put<RegisterResult>(
    '/wps/member/register',
    { ...fields, ...registerContext(domain) },
    { encrypted: true },
  );

export const useRegisterByUsername = () =>
  useMutation({
    mutationFn: ({ fields, domain }: { fields: UsernameRegistration; domain?: string }) =>
      registerByUsername(fields, domain),
  });
