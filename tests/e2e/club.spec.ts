import { expect, test, type APIRequestContext, type Page } from './support/test';

import type { Tenant } from '../../schema/tenant';
import { API_ORIGIN, createAccount, type TestAccount } from './support/accounts';
import { logIn, SLOW_SERVER_MS } from './support/login';
import { loadTenant, translation } from './support/tenant';

/** The digits of an amount as cents (number formats differ per language). */
const cents = (text: string) => Number(text.replace(/\D/g, ''));
const centsOf = async (page: Page, testId: string) =>
  cents(await page.getByTestId(testId).innerText());

/** VIP 0 pays 0.4 % on slots (docs/api.md "Member club"): cut to whole cents. */
const slotRebateCents = (betCents: number) => Math.floor((betCents * 4) / 1000);

/** A fresh account with money to play, logged in on the site. */
async function fundedPlayer(page: Page, request: APIRequestContext, tenant: Tenant) {
  const account: TestAccount = await createAccount(request, tenant);
  const credit = await request.post(`${API_ORIGIN}/dev/wallet/credit`, {
    headers: { Merchant: tenant.merchantCode },
    data: { username: account.username, amount: 1000 },
  });
  expect((await credit.json()).success).toBe(true);
  await logIn(page, account.username, account.password);
  return account;
}

/** Plays `rounds` spins of the first slot at its largest bet up to 100; returns the cents bet. */
async function playSlots(page: Page, rounds: number): Promise<number> {
  await page.goto('/m/gameList?gameType=RNG');
  await page.getByTestId('game-tile').first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/m\/launchGame\?/);
  const game = page.frameLocator('[data-testid="game-frame"]');
  // The page enables Spin once its state (and so the bet list) has loaded.
  await expect(game.locator('#play')).toBeEnabled({ timeout: SLOW_SERVER_MS });
  const bets = await game
    .locator('#bet option')
    .evaluateAll((options) => options.map((option) => Number((option as HTMLOptionElement).value)));
  expect(bets, 'the slot lists its bets').not.toHaveLength(0);
  const bet = Math.max(...bets.filter((value) => value <= 100));
  await game.locator('#bet').selectOption(String(bet));
  for (let round = 0; round < rounds; round++) {
    await game.locator('#result').evaluate((node) => (node.textContent = ''));
    await game.locator('#play').click();
    await expect(game.locator('#result')).not.toBeEmpty();
    await expect(game.locator('#play')).toBeEnabled();
  }
  await page.goBack();
  return Math.round(bet * 100) * rounds;
}

test.describe('member club', () => {
  test('a player plays slots, sees the VIP progress, claims the rebate once and finds it in the report', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const tenant = loadTenant(testInfo.project.name);
    const language = tenant.languages.default;
    const text = (key: string) => translation(language, 'club', key);
    await fundedPlayer(page, request, tenant);
    const betCents = await playSlots(page, 3);

    await page.goto('/m/member/benefits');
    await expect(page.getByTestId('club-current-level')).toHaveText('VIP 0');
    await expect.poll(() => centsOf(page, 'club-total-turnover')).toBe(betCents);
    await expect(page.getByTestId('club-progress-turnover')).toHaveAttribute(
      'data-percent',
      String(Math.floor(betCents / 1000)),
    );
    await page.getByTestId('club-level-3').click();
    await expect(page.getByTestId('club-benefits')).toHaveAttribute('data-level', '3');

    if (!tenant.flags.MANPLAYREB3) {
      await page.goto('/m/member/manualRebate');
      await expect(page).toHaveURL(/\/m\/home/);
    } else {
      await page.goto('/m/member/manualRebate');
      const shown = slotRebateCents(betCents);
      await expect.poll(() => centsOf(page, 'rebate-available-total')).toBe(shown);
      await expect.poll(() => centsOf(page, 'header-balance')).toBeGreaterThan(0);
      const before = await centsOf(page, 'header-balance');
      await page.getByTestId('rebate-claim').click();
      await expect.poll(() => centsOf(page, 'rebate-result-amount')).toBe(shown);
      await expect.poll(() => centsOf(page, 'header-balance')).toBe(before + shown);
      await expect(page.getByTestId('rebate-claim')).toBeDisabled();
      await expect(page.getByTestId('rebate-hint')).toHaveText(text('rebate.nothing'));
      await page.reload();
      await expect.poll(() => centsOf(page, 'rebate-available-total')).toBe(0);
      await expect(page.getByTestId('rebate-claim')).toBeDisabled();
    }

    await page.goto('/m/member/rebateReport');
    if (!tenant.flags.PLYRBT) {
      await expect(page).toHaveURL(/\/m\/home/);
    } else if (tenant.flags.MANPLAYREB3) {
      await expect(page.getByTestId('rebate-record')).toHaveCount(1);
      const shown = slotRebateCents(betCents);
      await expect.poll(() => centsOf(page, 'rebate-record-amount')).toBe(shown);
      await expect.poll(() => centsOf(page, 'rebate-report-total')).toBe(shown);
    } else {
      await expect(page.getByText(text('report.empty'))).toBeVisible();
      await expect.poll(() => centsOf(page, 'rebate-report-total')).toBe(0);
    }
  });

  test('the member centre has the tenant template, the wallet and the entries the flags allow', async ({
    page,
    request,
  }, testInfo) => {
    // Registering and logging in hash passwords (scrypt): slow when the machine is busy.
    test.setTimeout(60_000);
    const tenant = loadTenant(testInfo.project.name);
    await fundedPlayer(page, request, tenant);
    await page.goto('/m/mine');
    const layout = tenant.templates.mem_cen === 1 ? 'card' : 'list';
    await expect(page.getByTestId('member-centre')).toHaveAttribute('data-template', layout);
    await expect(page.getByTestId(`mc-entries-${layout}`)).toBeVisible();
    await expect.poll(() => centsOf(page, 'mc-balance')).toBe(100_000);
    await expect(page.getByTestId('mc-joined')).toBeVisible();
    for (const [entry, shown] of [
      ['manualRebate', tenant.flags.MANPLAYREB3],
      ['rebateReport', tenant.flags.PLYRBT],
      ['rewardCenter', tenant.flags.REWCEN3],
      ['feedback', tenant.flags.FEEDBACK3],
    ] as const)
      await expect(page.getByTestId(`mc-entry-${entry}`)).toHaveCount(shown ? 1 : 0);

    await page.getByTestId('mc-vip-tile').click();
    await expect(page).toHaveURL(/\/m\/member\/benefits/);
    await expect(page.getByTestId('club-current-level')).toHaveText('VIP 0');
    await page.goto('/m/mine');
    await page.getByTestId('mc-profile').click();
    await expect(page).toHaveURL(tenant.showVipBenefit ? /\/m\/member\/benefits/ : /\/m\/mine/);
    await page.goto('/m/mine');
    await page.getByTestId('mc-deposit').click();
    await expect(page).toHaveURL(/\/m\/voucherCenter/);
  });

  test('a guest in the member centre gets the login prompt and no wallet', async ({ page }) => {
    await page.goto('/m/mine');
    await expect(page.getByTestId('mc-guest-prompt')).toBeVisible();
    await expect(page.getByTestId('mc-wallet')).toHaveCount(0);
    await page.getByTestId('mc-vip-tile').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
