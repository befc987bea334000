import { useMutation } from '@tanstack/react-query';

import { logIn } from '../../../../contract/session';
import { call } from '../../../lib/api-call';
import { loginDeviceId } from '../../../lib/storage';

export type { LoginSession } from '../../../../contract/session';

/** The three ways `POST /wps/session/login` accepts (spec §3 login payload). */
export type LoginRequest =
  | { type: 'username'; username: string; password: string; captcha?: string }
  | { type: 'sms'; mobileNum: string; verificationCode: string; captcha?: string }
  | { type: 'firebase'; firebaseChannel: string; firebaseIdToken: string };

/** Login by any method; the payload travels encrypted (protocol.md §3). */
export const login = (request: LoginRequest) =>
  call(logIn, {
    body: { captcha: '', ...request, loginDeviceId: loginDeviceId() },
    encrypted: true,
  });

export const useLogin = () => useMutation({ mutationFn: login });
