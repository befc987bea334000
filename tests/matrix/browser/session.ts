import type { Page } from '@playwright/test';

import type { Combination } from '../../../cli/lib/matrix/combination';
import { storeSessionBeforeLoad, type LoginValue } from '../../e2e/support/login';
import { DEMO_ACCOUNT } from './rows';

interface LoginAnswer {
  success: boolean;
  value?: LoginValue;
  message?: string;
}

/**
 * Logs the row's demo account in through the real login call (plain JSON: matrix tenants use no
 * payload encryption; the API is reached by IP, Node does not resolve *.localhost) and stores the
 * session the way the site does before any page loads.
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
  await storeSessionBeforeLoad(page, merchant, answer.value);
}
