import { expect, type APIRequestContext, type Page, test } from './support/test';

import type { Tenant } from '../../schema/tenant';
import { API_ORIGIN } from './support/accounts';
import { openDownline } from './support/agents';
import { logIn, SLOW_SERVER_MS } from './support/login';
import { arrivalPopupDecision } from './support/popups';
import { loadTenant } from './support/tenant';

const CHECK = '/wps/relay/MCSFE_checkContracts';
const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements';

/** The digits of an amount as cents (number formats differ per language). */
const cents = (text: string) => Number(text.replace(/\D/g, ''));

/** The operator (development route) offers the agent a contract. */
async function offer(
  request: APIRequestContext,
  tenant: Tenant,
  username: string,
  kind: 'dailySalary' | 'hourSalary',
  terms?: object,
) {
  const response = await request.post(`${API_ORIGIN}/dev/contracts/offer`, {
    headers: { Merchant: tenant.merchantCode },
    data: { username, kind, ...(terms ? { terms } : {}) },
  });
  const body = (await response.json()) as { success: boolean; value: { id: number } };
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  return body.value;
}

/** A new sub-agent of agent1 (nobody else uses it) with these offers waiting. */
async function agentWithOffers(
  request: APIRequestContext,
  tenant: Tenant,
  offers: ('dailySalary' | 'hourSalary')[],
) {
  const agent = await openDownline(request, tenant, { prefix: 'ct' });
  for (const kind of offers) await offer(request, tenant, agent.username, kind);
  return agent;
}

/** Logs in and waits for home's contract check and announcements; answers the check's flags. */
async function logInAndCheck(page: Page, username: string, password: string) {
  const checked = page.waitForResponse((r) => r.url().includes(CHECK), {
    timeout: SLOW_SERVER_MS,
  });
  const announced = page.waitForResponse((r) => r.url().includes(ANNOUNCEMENTS), {
    timeout: SLOW_SERVER_MS,
  });
  await logIn(page, username, password);
  await announced;
  return ((await (await checked).json()) as { value: Record<string, unknown> }).value;
}

/**
 * The arrival popup announcement (shown 500 ms after the announcements arrive, if the tenant has
 * one) and the contract prompt may open in either order; the popup is closed by a dispatched click
 * so the test never depends on which dialog lies on top.
 */
async function closeArrivalPopupIfAny(page: Page) {
  if ((await arrivalPopupDecision(page)) !== 'open') return;
  await page.getByTestId('home-popup-close').dispatchEvent('click');
  await expect(page.getByTestId('home-popup')).toHaveCount(0);
}

test.describe('contract prompts and pages', () => {
  test('an offered salary: the home prompt goes to the page, accepted, no prompt after', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const tenant = loadTenant(testInfo.project.name);
    const agent = await agentWithOffers(request, tenant, ['dailySalary']);
    const flags = await logInAndCheck(page, agent.username, agent.password);
    expect(flags).toMatchObject({ dailysalreqtype: 1, contracthoursalreq: 0 });
    const prompt = page.getByTestId('contract-prompt');
    await expect(prompt).toHaveAttribute('data-kind', 'dailySalary');
    await closeArrivalPopupIfAny(page);
    await page.getByTestId('contract-prompt-go').click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
    await expect(page.getByTestId('contract-terms').locator('tbody tr')).toHaveCount(3);
    await expect(page.getByTestId('contract-no-payouts')).toBeVisible();
    await page.getByTestId('contract-accept').click();
    // The confirm dialog, then the answer.
    const answered = page.waitForResponse((r) =>
      r.url().includes('MCSFE_processDailySalaryContract'),
    );
    await page.getByRole('dialog').getByRole('button').last().click();
    expect(((await (await answered).json()) as { success: boolean }).success).toBe(true);
    await expect(page.getByTestId('contract-accept')).toHaveCount(0);
    await expect(page.getByTestId('contract-status')).toHaveText(/accepted|aceito|tinanggap/i);

    const checkedAgain = page.waitForResponse((r) => r.url().includes(CHECK));
    await page.goto('/m/home');
    const again = ((await (await checkedAgain).json()) as { value: Record<string, unknown> }).value;
    expect(again).toMatchObject({ dailysalreqtype: 0, divtypecompperiodreq: 0 });
    await expect(page.getByTestId('home-screen')).toBeVisible();
    await expect(prompt).toHaveCount(0);
  });

  test('two offers prompt one after another; cancel is remembered for the session', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const tenant = loadTenant(testInfo.project.name);
    const agent = await agentWithOffers(request, tenant, ['dailySalary', 'hourSalary']);
    await logInAndCheck(page, agent.username, agent.password);
    const prompt = page.getByTestId('contract-prompt');
    await expect(prompt).toHaveAttribute('data-kind', 'dailySalary');
    await closeArrivalPopupIfAny(page);
    await page.getByTestId('contract-prompt-cancel').click();
    await expect(prompt).toHaveAttribute('data-kind', 'hourSalary');
    await page.getByTestId('contract-prompt-go').click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getHourContract$/);
    await expect(page.getByTestId('contract-status')).toBeVisible();
    await expect(page.getByTestId('contract-accept')).toBeVisible();

    // Back on home: both offers still wait (the check says so) but neither is prompted again.
    const checked = page.waitForResponse((r) => r.url().includes(CHECK));
    await page.goto('/m/home');
    const flags = ((await (await checked).json()) as { value: Record<string, unknown> }).value;
    expect(flags).toMatchObject({ dailysalreqtype: 1, contracthoursalreq: 1 });
    await expect(page.getByTestId('home-screen')).toBeVisible();
    await expect(prompt).toHaveCount(0);
  });

  test('agent41 (exempt type) is never checked nor prompted, yet reads its offered contract', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const checks: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(CHECK)) checks.push(r.url());
    });
    await logIn(page, 'agent41');
    // Home decides once the page is idle; an exempt type never loads the check (its marker says so).
    await expect(
      page.locator('[data-testid="contract-check"][data-state="exempt"]'),
    ).toBeAttached();
    expect(checks).toEqual([]);
    await expect(page.getByTestId('contract-prompt')).toHaveCount(0);
    await page.goto('/m/member/agent/getHourContract');
    await expect(page.getByTestId('contract-terms')).toBeVisible();
    await expect(page.getByTestId('contract-accept')).toBeVisible();
  });

  test('a settled period shows in the payout history and the balance', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const tenant = loadTenant(testInfo.project.name);
    const agent = await openDownline(request, tenant, { prefix: 'cs' });
    // A base salary paid whatever the team did (threshold 0), so a new agent earns it.
    const { id } = await offer(request, tenant, agent.username, 'dailySalary', {
      tiers: [
        { minValidBet: 0, salary: 8.5 },
        { minValidBet: 1000, salary: 50 },
      ],
    });
    await logInAndCheck(page, agent.username, agent.password);
    await page.goto('/m/member/agent/getSalaryContract');
    await page.getByTestId('contract-accept').click();
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.getByTestId('contract-accept')).toHaveCount(0);

    const settled = await request.post(`${API_ORIGIN}/dev/contracts/settle`, {
      headers: { Merchant: tenant.merchantCode },
      data: { username: agent.username, kind: 'dailySalary' },
    });
    const body = (await settled.json()) as {
      value: { outcome: string; balance: number; payout: { contractId: number } };
    };
    expect(body.value).toMatchObject({ outcome: 'paid', balance: 8.5, payout: { contractId: id } });
    await page.reload();
    await expect(page.getByTestId('contract-payout')).toHaveCount(1);
    expect(cents(await page.getByTestId('contract-payout-amount').innerText())).toBe(850);
    await expect
      .poll(async () => cents(await page.getByTestId('header-balance').innerText()))
      .toBe(850);
  });
});
