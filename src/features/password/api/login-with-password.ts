import { api } from '../../../lib/api-client';
import type { SessionInfo } from '../../../lib/session-store';
import { loginDeviceId } from '../../../lib/storage';

interface LoginResult {
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin?: boolean;
  merchantCode?: string;
}

/** Logs in after a password reset by phone (`POST /wps/session/login`, encrypted). */
export async function loginWithPassword(
  username: string,
  password: string,
  merchantCode: string,
): Promise<SessionInfo> {
  const result = await api.post<LoginResult>(
    '/wps/session/login',
    { username, password, type: 'username', captcha: '', loginDeviceId: loginDeviceId() },
    { encrypted: true },
  );
  return {
    token: result.token,
    merchantCode: result.merchantCode ?? merchantCode,
    userName: result.userName,
    type: result.customerType,
    firstTimeLogin: result.firstTimeLogin ?? false,
  };
}
