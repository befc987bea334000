import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../cli/lib/demo-accounts';
import type { Tenant } from '../../../schema/tenant';
import { GUEST_VIEWER } from '../../shared/preview-routes';
import type { PreviewViewer } from '../../shared/api-types';
import type { PreviewPlatform } from './platform';

/** Guest, then every demo account the reference server seeds (member0, trial4, agent1, …). */
export const PREVIEW_VIEWERS: PreviewViewer[] = [
  { id: GUEST_VIEWER, label: 'Guest' },
  ...DEMO_ACCOUNTS.map((account) => ({
    id: account.userName,
    label: `${account.role} (type ${account.customerType})`,
  })),
];

/** What the site keeps in `MC_SESSION_INFO` after a login (src/lib/session-store.ts). */
export interface StoredSession {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
}

interface LoginAnswer {
  success: boolean;
  value?: { token: string; userName: string; customerType: number; firstTimeLogin?: boolean };
  message?: string;
}

/**
 * Logs the viewer's demo account in through the platform's real login call, once per merchant and
 * account; the preview page stores the answer the way the site does before the app starts.
 */
export class PreviewSessions {
  private readonly sessions = new Map<string, Promise<StoredSession | null>>();

  constructor(private readonly platform: PreviewPlatform) {}

  sessionOf(tenant: Tenant, viewer: string): Promise<StoredSession | null> {
    if (!DEMO_ACCOUNTS.some((account) => account.userName === viewer)) return Promise.resolve(null);
    const key = `${tenant.merchantCode}:${viewer}`;
    let session = this.sessions.get(key);
    if (!session) {
      session = this.logIn(tenant.merchantCode, viewer);
      // A failed login is tried again on the next page rather than remembered.
      session.then(
        (found) => found ?? this.sessions.delete(key),
        () => this.sessions.delete(key),
      );
      this.sessions.set(key, session);
    }
    return session;
  }

  private async logIn(merchantCode: string, userName: string): Promise<StoredSession | null> {
    const response = await this.platform.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { merchant: merchantCode, 'content-type': 'application/json' },
      payload: { username: userName, password: DEMO_PASSWORD, type: 'username' },
    });
    const answer = response.json<LoginAnswer>();
    if (!answer.success || !answer.value) return null;
    const { token, customerType, firstTimeLogin } = answer.value;
    return {
      token,
      merchantCode,
      userName: answer.value.userName,
      type: customerType,
      firstTimeLogin: firstTimeLogin === true,
    };
  }
}
