import type { SessionInfo } from '../../lib/session-store';
import type { LoginResult } from './api/login';

/** The stored session (spec §3) from a login or free-play answer. */
export function sessionFromLogin(result: LoginResult, fallbackMerchant: string): SessionInfo {
  return {
    token: result.token,
    merchantCode: result.merchantCode || fallbackMerchant,
    userName: result.userName,
    type: result.customerType,
    firstTimeLogin: result.firstTimeLogin === true,
  };
}

/** Where to go after login: the `redirect` query when it is a path of this site, else home. */
export function safeRedirect(redirect: string | null): string {
  if (redirect && redirect.startsWith('/m/') && !redirect.startsWith('//')) return redirect;
  return '/m/home';
}

/** Whether a failed login asks for a captcha from now on (`value.captcha`). */
export const needsCaptcha = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (value as { captcha?: unknown }).captcha === true;
