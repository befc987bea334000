import { randomUUID } from 'node:crypto';

import { expect, test as base, type APIRequestContext, type Page } from './support/test';

import type { Tenant } from '../../schema/tenant';
import { tenantTimeZone } from '../../server/domain/play/tenant-day';
import { API_ORIGIN, createAccount, type TestAccount } from './support/accounts';
import { logIn, storedSession } from './support/login';
import { loadTenant, translation } from './support/tenant';

/**
 * The player's device in the tenant's time zone: report ranges are device days, the server cuts
 * tenant days (both agree for a player in the tenant's country).
 */
const test = base.extend({
  // Playwright reads a fixture's dependencies from this pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  timezoneId: async ({}, use, testInfo) => use(tenantTimeZone(loadTenant(testInfo.project.name))),
});

interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode?: string;
}

/** A /wps call of the reference server as the site makes it. */
async function wps<T>(
  request: APIRequestContext,
  tenant: Tenant,
  path: string,
  token: string,
  body?: object,
) {
  const headers = { Merchant: tenant.merchantCode, Authorization: token };
  const response = body
    ? await request.post(`${API_ORIGIN}${path}`, { headers, data: body })
    : await request.get(`${API_ORIGIN}${path}`, { headers });
  return (await response.json()) as Envelope<T>;
}

/** Development wallet credit (a `seed.deposit` ledger row) so a fresh account can play. */
async function credit(
  request: APIRequestContext,
  tenant: Tenant,
  username: string,
  amount: number,
) {
  const response = await request.post(`${API_ORIGIN}/dev/wallet/credit`, {
    headers: { Merchant: tenant.merchantCode },
    data: { username, amount },
  });
  expect(((await response.json()) as Envelope<unknown>).success).toBe(true);
}

/** Logs the fresh account in through the site and answers its session token. */
async function logInFresh(page: Page, account: TestAccount) {
  await logIn(page, account.username, account.password);
  return (await storedSession(page))?.token as string;
}

/** Plays `rounds` slot rounds through the demo-game API, as the launched game page does. */
async function playSlot(request: APIRequestContext, tenant: Tenant, token: string, rounds: number) {
  const list = await wps<{ games: { nodeId: string; gameName: string }[] }>(
    request,
    tenant,
    '/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=ALL&pageNo=1&pageSize=26',
    token,
  );
  const game = list.value.games[0]!;
  const launch = await wps<{ url: string }>(
    request,
    tenant,
    `/wps/game/launchGame?nodeId=${game.nodeId}`,
    token,
  );
  const ticket = new URL(launch.value.url, API_ORIGIN).searchParams.get('ticket')!;
  const state = await (
    await request.get(`${API_ORIGIN}/demo-games/api/state?ticket=${ticket}`)
  ).json();
  const bet = Math.max(state.game.minBet as number, 1);
  let win = 0;
  for (let round = 0; round < rounds; round++) {
    const response = await request.post(`${API_ORIGIN}/demo-games/api/round`, {
      data: { ticket, bet, roundId: randomUUID() },
    });
    win += ((await response.json()) as { win: number }).win;
  }
  return { name: game.gameName, bet: bet * rounds, win: Math.round(win * 100) / 100 };
}

/** Money on screen as cents (formats differ per language: keep the digits). */
const cents = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).first().innerText()).replace(/\D/g, ''));
const toCents = (amount: number) => Math.round(Math.abs(amount) * 100);

/** The last 7 days: a round played just before midnight is still in them. */
const lastWeek = (page: Page) => page.getByTestId('report-range-last7').click();

test.describe('records', () => {
  test('a slot round shows in the betting record, the account record and profit and loss', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const tenant = loadTenant(testInfo.project.name);
    const account = await createAccount(request, tenant);
    await credit(request, tenant, account.username, 100);
    const token = await logInFresh(page, account);
    const played = await playSlot(request, tenant, token, 3);

    await page.goto('/m/gameRecord');
    await lastWeek(page);
    await expect(page.getByTestId('bet-row')).toHaveCount(3);
    await expect(page.getByTestId('bet-row').first()).toContainText(played.name);
    await expect.poll(() => cents(page, 'bet-total-bet')).toBe(toCents(played.bet));
    await expect.poll(() => cents(page, 'bet-total-win')).toBe(toCents(played.win));

    await page.goto('/m/transaction/record');
    await lastWeek(page);
    await expect(page.getByTestId('transaction-bet')).toHaveCount(3);
    await expect(page.getByTestId('transaction-deposit')).toHaveCount(1);
    await expect.poll(() => cents(page, 'transaction-total-out')).toBe(toCents(played.bet));
    await expect.poll(() => cents(page, 'transaction-total-in')).toBe(toCents(100 + played.win));
    await page.getByTestId('transaction-group-bet').click();
    await expect(page.getByTestId('transaction-deposit')).toHaveCount(0);
    await expect(page.getByTestId('transaction-bet')).toHaveCount(3);

    const pnl = await wps(request, tenant, '/wps/report/profitAndLoss', token);
    if (tenant.flags.PERSREP) {
      await page.goto('/m/profitandloss');
      await lastWeek(page);
      await expect.poll(() => cents(page, 'profit-net')).toBe(toCents(played.win - played.bet));
      await expect.poll(() => cents(page, 'profit-totalBet')).toBe(toCents(played.bet));
      await expect(page.getByTestId('profit-type-RNG')).toBeVisible();
    } else {
      expect(pnl).toMatchObject({ success: false, errorCode: 'function.not.available' });
      await page.goto('/m/mine');
      await expect(page.getByTestId('mc-quick-transactionRecord')).toBeVisible();
      await expect(page.getByTestId('mc-entry-profitAndLoss')).toHaveCount(0);
    }
  });

  test('transfer to upline moves money to the agent where the tenant allows it', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const tenant = loadTenant(testInfo.project.name);
    const language = tenant.languages.default;
    const account = await createAccount(request, tenant, { affiliateCode: 'AG1001' });
    await credit(request, tenant, account.username, 50);
    const token = await logInFresh(page, account);
    const info = await wps<{ toUpline: string }>(request, tenant, '/wps/member/info', token);
    expect(info.value.toUpline).toBe('agent1');
    await page.goto('/m/mine');
    await expect(page.getByTestId('mc-quick-transactionRecord')).toBeVisible();
    if (!tenant.flags.AGETRANSFERUP3) {
      await expect(page.getByTestId('mc-entry-upLineTransfer')).toHaveCount(0);
      const refused = await wps(request, tenant, '/wps/relay/MCSFE_transferToUpline', token);
      expect(refused).toMatchObject({ success: false, errorCode: 'function.not.available' });
      return;
    }
    await page.getByTestId('mc-entry-upLineTransfer').click();
    await expect(page.getByTestId('upline-name')).toHaveText('agent1');
    await expect.poll(() => cents(page, 'upline-balance')).toBe(5000);
    await page.getByTestId('upline-amount-input').fill('12.34');
    await page.getByTestId('upline-submit').click();
    const submit = translation(language, 'records', 'transfer.submit');
    await page.getByRole('dialog').getByRole('button', { name: submit }).click();
    await expect(page.getByTestId('upline-transfer-row')).toHaveCount(1);
    await expect.poll(() => cents(page, 'upline-balance')).toBe(3766);
    const balance = await wps<{ sumBalance: number }>(
      request,
      tenant,
      '/wps/wallets/balance',
      token,
    );
    expect(balance.value.sumBalance).toBe(37.66);

    // The upline's side, read as agent1 (shared: only its row of this fresh downline is asserted).
    const agentContext = await browser.newContext(testInfo.project.use);
    const agentPage = await agentContext.newPage();
    await logIn(agentPage, 'agent1');
    const agentToken = (await storedSession(agentPage))?.token as string;
    await agentContext.close();
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const ledger = await wps<{ content: AgentRow[] }>(
      request,
      tenant,
      `/wps/report/transaction?startDate=${since}&pageSize=100`,
      agentToken,
    );
    const rows = ledger.value.content;
    const index = rows.findIndex((row) => row.counterparty === account.username);
    expect(rows[index]).toMatchObject({ kind: 'transfer.in', amount: 12.34 });
    // The agent's balance grew by exactly the amount: its previous row's balance + 12.34.
    const before = rows[index + 1]!.balanceAfter;
    expect(rows[index]!.balanceAfter).toBe(Math.round((before + 12.34) * 100) / 100);
  });
});

interface AgentRow {
  kind: string;
  amount: number;
  balanceAfter: number;
  counterparty: string | null;
}
