import { expect, type Page, test } from './support/test';

import type { Tenant } from '../../schema/tenant';
import { API_ORIGIN } from './support/accounts';
import { logIn, SLOW_SERVER_MS, storedSession } from './support/login';
import { loadTenant } from './support/tenant';

/** The digits of an amount as cents (number formats differ per language). */
const cents = (text: string) => Number(text.replace(/\D/g, ''));
const centsOf = async (page: Page, testId: string) =>
  cents(await page.getByTestId(testId).innerText());
const toCents = (amount: number) => Math.round(amount * 100);

interface Footer {
  [key: string]: number | null | object;
}
interface ReportValue<Row> {
  content: Row[];
  totalCount: number;
  footer: Footer;
}

/**
 * Waits for the screen's call to `path`, then asks the server the same question with the page's own
 * session: what the screen shows must equal the server's answer.
 */
async function serverAnswer<Row>(
  page: Page,
  tenant: Tenant,
  path: string,
  act: () => Promise<unknown>,
) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(path) && r.url().includes('pageNo=1'), {
      timeout: SLOW_SERVER_MS,
    }),
    act(),
  ]);
  const token = String((await storedSession(page))?.token ?? '');
  const url = new URL(response.url());
  const answer = await page.request.get(`${API_ORIGIN}${url.pathname}${url.search}`, {
    headers: { Merchant: tenant.merchantCode, Authorization: token },
  });
  const body = (await answer.json()) as { success: boolean; value: ReportValue<Row> };
  expect(body.success).toBe(true);
  return body.value;
}

test.describe('agent income', () => {
  test('agent1 sees its seeded rebate days and rates, with the totals the server computes', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const tenant = loadTenant(testInfo.project.name);
    await logIn(page, 'agent1');
    await serverAnswer(page, tenant, '/wps/agent/rebateIncome', () =>
      page.goto('/m/member/agent/agentRebeat'),
    );
    const server = await serverAnswer<{ day: string; status: string }>(
      page,
      tenant,
      '/wps/agent/rebateIncome',
      () => page.getByTestId('report-range-last30').click(),
    );
    expect(server.content.some((row) => row.status === 'settled')).toBe(true);
    await expect(page.getByTestId('agent-rebate-day')).toHaveCount(Math.min(server.totalCount, 20));
    expect(await centsOf(page, 'agent-rebate-total')).toBe(
      toCents(server.footer.rebateAmount as number),
    );
    expect(await centsOf(page, 'agent-rebate-settled')).toBe(
      toCents(server.footer.settledAmount as number),
    );
    expect(await centsOf(page, 'agent-rebate-total-bet')).toBe(
      toCents(server.footer.validBetAmount as number),
    );
    const first = page.getByTestId('agent-rebate-day').first();
    await expect(first).toHaveAttribute('data-day', server.content[0]?.day ?? '');
    await first.getByRole('button').click();
    await expect(first.getByTestId('agent-rebate-day-detail')).toBeVisible();
    await page.getByTestId('agent-rebate-settings').locator('summary').click();
    await expect(page.getByTestId('agent-rate-RNG')).toContainText(/0[.,]8\s?%/);
  });

  test('team rebate lists the direct downlines and searches them by username', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const tenant = loadTenant(testInfo.project.name);
    await logIn(page, 'agent1');
    await serverAnswer(page, tenant, '/wps/agent/teamRebate', () =>
      page.goto('/m/member/teamRebate'),
    );
    const server = await serverAnswer<{ username: string }>(
      page,
      tenant,
      '/wps/agent/teamRebate',
      () => page.getByTestId('report-range-last30').click(),
    );
    const names = server.content.map((row) => row.username);
    expect(names).toEqual(expect.arrayContaining(['agent1_d1', 'member0']));
    await expect(page.getByTestId('team-rebate-username')).toHaveText(names);
    expect(await centsOf(page, 'team-rebate-total')).toBe(
      toCents(server.footer.rebateAmount as number),
    );
    await page.getByTestId('team-rebate-search-input').fill('agent1_d1');
    await page.getByTestId('team-rebate-search-submit').click();
    const found = page.getByTestId('team-rebate-username');
    await expect(found.first()).toHaveText('agent1_d1');
    for (const name of await found.allInnerTexts()) expect(name).toContain('agent1_d1');
    await expect(page.locator('[data-username="member0"]')).toHaveCount(0);
  });

  test('dividends show per half month', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const tenant = loadTenant(testInfo.project.name);
    // Dividends switched off lead to agent home with a toast: tests/src/app/access.test.ts.
    expect(tenant.dividends, 'this journey needs a tenant with dividends').toBeTruthy();
    await logIn(page, 'agent1');
    const server = await serverAnswer<{ period: string }>(
      page,
      tenant,
      '/wps/agent/dividends',
      () => page.goto('/m/member/agent/agentDivident'),
    );
    await expect(page.getByTestId('agent-dividend-screen')).toBeVisible();
    await expect(page.getByTestId('dividend-row')).toHaveCount(server.content.length);
    await expect(page.getByTestId('dividend-row').first()).toHaveAttribute(
      'data-period',
      server.content[0]?.period ?? '',
    );
    expect(await centsOf(page, 'dividend-paid')).toBe(
      toCents(server.footer.settledAmount as number),
    );
    await expect(page.getByTestId('dividend-terms')).toBeVisible();
  });
});
