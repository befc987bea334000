import { expect, test, type APIRequestContext, type Page } from './support/test';

import type { Tenant } from '../../schema/tenant';
import { formatAmount } from '../../src/lib/format';
import { call, freshName } from './support/accounts';
import { apiToken, openDownline } from './support/agents';
import { logIn, SLOW_SERVER_MS } from './support/login';
import { loadTenant, translation } from './support/tenant';

/** Spec §2 "Agent home": the grid in order, each shown only when the merchant whitelists it. */
const GRID = [
  'teamOverview',
  'agentTransactionRecord',
  'teamManagement',
  'redRain',
  'teamPnl',
  'teamBetting',
  'agentRebate',
  'teamRebate',
  'securityCenter',
  'webEmail',
];
const COUNTERS = [
  'teamLoginMemberCount',
  'teamBetMemberCount',
  'teamRegisterMemberCount',
  'teamOnlineCount',
] as const;

type Counts = Record<(typeof COUNTERS)[number], number>;

const entryIds = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('[data-entry]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-entry')));

async function serverView(request: APIRequestContext, tenant: Tenant, token: string) {
  const figures = await call<{ footer: Counts }>(request, tenant, {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getTeamOverviewSum',
    token,
  });
  const wallet = await call<{ sumBalance: number }>(request, tenant, {
    method: 'GET',
    path: '/wps/wallets/balance',
    token,
  });
  return { footer: figures.value.footer, balance: wallet.value.sumBalance };
}

test('agent home: greeting, balance, today counters, whitelisted grid and footer', async ({
  page,
  request,
}, testInfo) => {
  const tenant = loadTenant(testInfo.project.name);
  const language = tenant.languages.default;
  await logIn(page, 'agent1');
  await page.goto('/m/agent/home');
  await expect(page.getByTestId('agent-home')).toHaveAttribute('data-phase', 'settled', {
    timeout: SLOW_SERVER_MS,
  });
  await expect(page.getByTestId('agent-username')).toHaveText('agent1');
  const greeting = await page.getByTestId('agent-greeting').getAttribute('data-greeting');
  const hour = await page.evaluate(() => new Date().getHours());
  const expected =
    hour <= 10
      ? 'morning'
      : hour <= 14
        ? 'earlyAfternoon'
        : hour <= 18
          ? 'lateAfternoon'
          : 'evening';
  expect(greeting).toBe(expected);
  await expect(page.getByTestId('agent-greeting')).toContainText(
    translation(language, 'agent', `home.greeting.${expected}`),
  );

  // Parallel tests log team members in and open accounts under agent1: compare one moment at a time.
  const token = await apiToken(request, tenant, 'agent1');
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('agent-home')).toHaveAttribute('data-phase', 'settled');
    const server = await serverView(request, tenant, token);
    const shown = await Promise.all(
      COUNTERS.map((name) => page.getByTestId(`agent-counter-${name}`).innerText()),
    );
    expect(shown).toEqual(COUNTERS.map((name) => String(server.footer[name])));
    await expect(page.getByTestId('agent-balance')).toHaveText(
      formatAmount(server.balance, language),
    );
  }).toPass({ timeout: 60_000 });

  expect(await entryIds(page, 'agent-nav')).toEqual([
    ...GRID.filter((key) => (tenant.agentMenu as string[]).includes(key)),
    'customerService',
  ]);
  expect(await entryIds(page, 'agent-footer')).toEqual([
    'home',
    'openAccount',
    ...(tenant.dividends ? ['dividend'] : []),
    'agentNotice',
  ]);
  await page.getByTestId('agent-deposit').click();
  await expect(page).toHaveURL(/\/m\/voucherCenter/);
});

test('an agent opens a downline account and finds it in team management', async ({
  page,
}, testInfo) => {
  const tenant = loadTenant(testInfo.project.name);
  const language = tenant.languages.default;
  await logIn(page, 'agent1');
  await page.goto('/m/agent/home');
  await page.getByTestId('agent-footer-openAccount').click();
  await expect(page).toHaveURL(/\/m\/agentRegister/);
  const username = freshName('dl');
  await page.getByTestId('downline-type-0').click();
  await page.getByTestId('downline-username-input').fill(username);
  await page.getByTestId('downline-password-input').fill('Secret123');
  await page.getByTestId('downline-confirmPassword-input').fill('Secret123');
  await page.getByTestId('downline-submit').click();
  await expect(page.getByTestId('downline-opened-username')).toHaveText(username, {
    timeout: SLOW_SERVER_MS,
  });

  // The same name again is refused under its field.
  await page.getByTestId('downline-another').click();
  await page.getByTestId('downline-username-input').fill(username);
  await page.getByTestId('downline-password-input').fill('Secret123');
  await page.getByTestId('downline-confirmPassword-input').fill('Secret123');
  await page.getByTestId('downline-submit').click();
  await expect(page.getByTestId('downline-username-error')).toHaveText(
    translation(language, 'common', 'errors.username_exists'),
    { timeout: SLOW_SERVER_MS },
  );

  await page.goto('/m/member/team');
  await page.getByTestId('team-search-input').fill(username);
  await page.getByTestId('team-search-submit').click();
  await expect(page.getByTestId('downline-username').filter({ hasText: username })).toBeVisible();
});

test('a member is sent from agent home to home', async ({ page }) => {
  await logIn(page, 'member0');
  await page.goto('/m/agent/home');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('agent-home')).toHaveCount(0);
});

test('agent announcements: opening one marks it read and the footer badge drops', async ({
  page,
  request,
}, testInfo) => {
  const tenant = loadTenant(testInfo.project.name);
  const agent = await openDownline(request, tenant);
  await logIn(page, agent.username, agent.password);
  await page.goto('/m/agent/home');
  const badge = page.getByTestId('agent-footer-agentNotice').locator('span').last();
  await expect(badge).toHaveText(/^\d+$/, { timeout: SLOW_SERVER_MS });
  const before = Number(await badge.innerText());
  expect(before).toBeGreaterThan(0);

  await page.getByTestId('agent-footer-agentNotice').click();
  await expect(page).toHaveURL(/\/m\/member\/notice\?types=A/);
  const unread = page.locator('[data-testid^="agent-notice-"][data-unread="true"]');
  await expect(unread).toHaveCount(before);
  await unread.first().locator('button').click();
  await expect(unread).toHaveCount(before - 1);

  await page.goto('/m/agent/home');
  const after = before - 1;
  if (after === 0) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(String(after));
});
