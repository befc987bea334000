import type { Page } from '@playwright/test';

import type { Combination } from '../../../cli/lib/matrix/combination';
import { DEMO_ACCOUNT } from './rows';

interface LoginAnswer {
  success: boolean;
  value?: {
    token: string;
    userName: string;
    customerType: number;
    firstTimeLogin?: boolean;
    merchantCode?: string;
  };
  message?: string;
}

/**
 * Logs the row's demo account in through the real login call (plain JSON: matrix tenants use no
 * payload encryption; the API is reached by IP, Node does not resolve *.localhost) and stores the session the way the site does before any page loads.
 */
export async function startSession(
  page: Page,
  apiBase: string,
  merchant: string,
  c: Combination,
): Promise<void> {
  if (c.user === 'guest') return;
  const response = await page.request.post(`${apiBase}/wps/session/login`, {
    headers: { Merchant: merchant },
    data: { username: DEMO_ACCOUNT[c.user], password: 'Demo1234', type: 'username' },
  });
  const answer = (await response.json()) as LoginAnswer;
  if (!answer.success || !answer.value)
    throw new Error(`login of ${DEMO_ACCOUNT[c.user]} failed: ${answer.message}`);
  const { token, userName, customerType, firstTimeLogin } = answer.value;
  const session = {
    token,
    merchantCode: merchant,
    userName,
    type: customerType,
    firstTimeLogin: firstTimeLogin === true,
  };
  await page.addInitScript(
    (stored) => localStorage.setItem('MC_SESSION_INFO', stored),
    JSON.stringify(session),
  );
}
