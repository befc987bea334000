import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { loginDeviceId } from '../../../lib/storage';

/** The three ways `POST /wps/session/login` accepts (spec §3 login payload). */
export type LoginRequest =
  | { type: 'username'; username: string; password: string; captcha?: string }
  | { type: 'sms'; mobileNum: string; verificationCode: string; captcha?: string }
  | { type: 'firebase'; firebaseChannel: string; firebaseIdToken: string };

/** `POST /wps/session/login` answer (docs/api.md). */
export interface LoginResult {
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin?: boolean;
  merchantCode?: string;
}

/** Login by any method; the payload travels encrypted (protocol.md §3). */
export const login = (request: LoginRequest) =>
  api.post<LoginResult>(
    '/wps/session/login',
    { captcha: '', ...request, loginDeviceId: loginDeviceId() },
    { encrypted: true },
  );

export const useLogin = () => useMutation({ mutationFn: login });
