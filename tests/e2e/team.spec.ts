import { expect, test as base, type Page } from './support/test';

import type { Tenant } from '../../schema/tenant';
import { tenantTimeZone } from '../../server/domain/play/tenant-day';
import { API_ORIGIN } from './support/accounts';
import { fillLogin, SLOW_SERVER_MS, storedSession } from './support/login';
import { loadTenant } from './support/tenant';

/** The agent's device in the tenant's time zone, so the screens' days are the server's days. */
const test = base.extend<{ tenant: Tenant }>({
  // eslint-disable-next-line no-empty-pattern
  timezoneId: async ({}, use, testInfo) => use(tenantTimeZone(loadTenant(testInfo.project.name))),
  // eslint-disable-next-line no-empty-pattern
  tenant: async ({}, use, testInfo) => use(loadTenant(testInfo.project.name)),
});

/** Logs the demo agent in (read-only use: other tests may do the same in parallel). */
async function logInAgent(page: Page) {
  await page.goto('/m/login');
  await fillLogin(page, 'agent1', 'Demo1234');
  await page.getByTestId('login-submit').click();
  await expect
    .poll(async () => (await storedSession(page))?.userName, { timeout: SLOW_SERVER_MS })
    .toBe('agent1');
  return (await storedSession(page))?.token as string;
}

async function wps<T>(page: Page, tenant: Tenant, path: string, token: string): Promise<T> {
  const response = await page.request.get(`${API_ORIGIN}${path}`, {
    headers: { Merchant: tenant.merchantCode, Authorization: token },
  });
  return ((await response.json()) as { value: T }).value;
}

/** Digits and sign of an amount as any locale prints it with 2 decimals. */
const digits = (text: string) => text.replace(/[^\d-]/g, '');
const amountDigits = (amount: number) => amount.toFixed(2).replace('.', '');

test('the agent sees today’s counters as the server counts them', async ({ page, tenant }) => {
  const token = await logInAgent(page);
  await page.goto('/m/agent/team/overview');
  await expect(page.getByTestId('today-teamOnlineCount')).toBeVisible();
  const overview = await wps<{ footer: Record<string, number>; teamSize: number }>(
    page,
    tenant,
    '/wps/relay/ODSFE2_getTeamOverviewSum',
    token,
  );
  for (const [key, count] of Object.entries(overview.footer)) {
    expect(count, key).toBeGreaterThan(0);
    await expect(page.getByTestId(`today-${key}`)).toHaveText(String(count));
  }
  await expect(page.getByTestId('sum-teamSize')).toHaveText(String(overview.teamSize));
});

test('team profit and loss totals equal the server’s', async ({ page, tenant }) => {
  const token = await logInAgent(page);
  await page.goto('/m/agent/team/pnl');
  await page.getByTestId('report-range-last30').click();
  await expect(page.getByTestId('pnl-row').first()).toBeVisible();
  const range = await page.evaluate(() => {
    const day = (offset: number) => {
      const date = new Date(Date.now() - offset * 86_400_000);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    };
    return `startDate=${day(29)}&endDate=${day(0)}`;
  });
  const pnl = await wps<{ footer: Record<string, number> }>(
    page,
    tenant,
    `/wps/relay/ODSFE2_getTeamProfitLoss?${range}`,
    token,
  );
  expect(pnl.footer.betAmount).toBeGreaterThan(0);
  for (const key of ['betAmount', 'winAmount', 'profitAmount', 'depositAmount'])
    expect(digits(await page.getByTestId(`pnl-total-${key}`).innerText()), key).toBe(
      amountDigits(pnl.footer[key]!),
    );
});

test('team betting filtered by a username shows only that member', async ({ page }) => {
  await logInAgent(page);
  await page.goto('/m/teamBetting');
  await expect(page.getByTestId('team-bet-row').first()).toBeVisible();
  await page.getByTestId('team-search-input').fill('agent1_d3');
  await page.getByTestId('team-search-submit').click();
  const names = page.getByTestId('team-bet-username');
  await expect(names.first()).toHaveText('agent1_d3');
  await expect
    .poll(async () => new Set(await names.allInnerTexts()))
    .toEqual(new Set(['agent1_d3']));
});

test('team management lists the sub-agent and drills into its team', async ({ page }) => {
  await logInAgent(page);
  await page.goto('/m/member/team');
  await expect(page.getByTestId('downline-agent1_d1')).toBeVisible();
  await expect(page.getByTestId('downline-agent1_d3')).toHaveCount(0);
  await page.getByTestId('drill-agent1_d1').click();
  await expect(page.getByTestId('downline-agent1_d3')).toBeVisible();
  await expect(page.getByTestId('downline-agent1_d5')).toBeVisible();
  await expect(page.getByTestId('downline-agent1_d1')).toHaveCount(0);
  await page.getByTestId('crumb-root').click();
  await expect(page.getByTestId('downline-agent1_d1')).toBeVisible();
});
