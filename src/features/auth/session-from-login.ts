import type { FreePlaySession, LoginSession } from '../../../contract/session';
import type { SessionInfo } from '../../lib/session-store';

/** A login answer, or free play's (which has no `firstTimeLogin`). */
export type OpenedSession = LoginSession | FreePlaySession;

/** The stored session (spec §3) from a login or free-play answer. */
export function sessionFromLogin(result: OpenedSession, fallbackMerchant: string): SessionInfo {
  return {
    token: result.token,
    // protocol.md §5 names no merchantCode in the platform's login answer: the tenant's then.
    merchantCode: result.merchantCode || fallbackMerchant,
    userName: result.userName,
    type: result.customerType,
    firstTimeLogin: 'firstTimeLogin' in result && result.firstTimeLogin,
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
