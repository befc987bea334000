import { logIn } from '../../../../contract/session';
import { call } from '../../../lib/api-call';
import type { SessionInfo } from '../../../lib/session-store';
import { loginDeviceId } from '../../../lib/storage';

/** Logs in after a password reset by phone (`POST /wps/session/login`, encrypted). */
export async function loginWithPassword(
  username: string,
  password: string,
  merchantCode: string,
): Promise<SessionInfo> {
  const result = await call(logIn, {
    body: { username, password, type: 'username', captcha: '', loginDeviceId: loginDeviceId() },
    encrypted: true,
  });
  return {
    token: result.token,
    // protocol.md §5 names no merchantCode in the platform's login answer: the tenant's then.
    merchantCode: result.merchantCode || merchantCode,
    userName: result.userName,
    type: result.customerType,
    firstTimeLogin: result.firstTimeLogin,
  };
}
