import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { loginDeviceId } from '../../../lib/storage';

export interface LoginRequest {
  username: string;
  password: string;
  captcha?: string;
}

/** `POST /wps/session/login` answer (docs/api.md). */
export interface LoginResult {
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin?: boolean;
  merchantCode?: string;
}

/** Username + password login; the payload travels encrypted (protocol.md §3). */
export const login = ({ username, password, captcha }: LoginRequest) =>
  api.post<LoginResult>(
    '/wps/session/login',
    { username, password, type: 'username', captcha: captcha ?? '', loginDeviceId: loginDeviceId() },
    { encrypted: true },
  );

export const useLogin = () => useMutation({ mutationFn: login });
