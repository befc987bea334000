import { expect, test, type APIRequestContext, type Page } from './support/test';

import type { Tenant } from '../../schema/tenant';
import { tenantTimeZone } from '../../server/domain/play/tenant-day';
import { formatAmount } from '../../src/lib/format';
import { API_ORIGIN, createAccount, type TestAccount } from './support/accounts';
import { logIn, SLOW_SERVER_MS, storedSession } from './support/login';
import { loadTenant, translation } from './support/tenant';

const FUNDS = 1000;

// The member's phone keeps the site's time: report days picked on the device are the server's days.
test.use({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  timezoneId: async ({}, use, info) => use(tenantTimeZone(loadTenant(info.project.name))),
});

interface Row {
  id: number;
  amount: number;
  status: string;
  reason: string;
}

async function wps<T>(
  request: APIRequestContext,
  tenant: Tenant,
  token: string,
  path: string,
  body?: object,
) {
  const headers = { Merchant: tenant.merchantCode, Authorization: token };
  const response = body
    ? await request.post(`${API_ORIGIN}${path}`, { headers, data: body })
    : await request.get(`${API_ORIGIN}${path}`, { headers });
  const answer = (await response.json()) as { success: boolean; value: T };
  expect(answer.success, `${path}: ${JSON.stringify(answer)}`).toBe(true);
  return answer.value;
}

/** Money for the fresh account through the real deposit flow: a request, approved on its payment page. */
async function deposit(request: APIRequestContext, tenant: Tenant, token: string) {
  const { channels } = await wps<{ channels: { code: string; type: string }[] }>(
    request,
    tenant,
    token,
    '/wps/relay/MCSFE_getDepositSettings',
  );
  const channel = channels.find((item) => item.type === 'bank') ?? channels[0];
  const made = await wps<{ payUrl: string }>(request, tenant, token, '/wps/transaction/deposit', {
    requestId: crypto.randomUUID(),
    channel: channel?.code,
    amount: FUNDS,
  });
  const [path, query = ''] = made.payUrl.split('?');
  const approved = await request.post(`${API_ORIGIN}${path}/approve${query && `?${query}`}`, {
    maxRedirects: 0,
  });
  expect(approved.status()).toBe(303);
}

/** Sets the payment password from the withdraw screen's prompt, as a member would. */
async function setPaymentPassword(page: Page, account: TestAccount) {
  await page.getByTestId('withdraw-set-password').click();
  await expect(page).toHaveURL(/\/m\/securityCenter\?section=paymentPassword$/);
  await page.getByTestId('security-loginPassword-input').fill(account.password);
  await page.getByTestId('security-newPassword-input').fill('246810');
  await page.getByTestId('security-confirmNewPassword-input').fill('246810');
  await page.getByTestId('payment-password-submit').click();
  await expect(page.getByTestId('payment-password-form')).toBeHidden({ timeout: SLOW_SERVER_MS });
  await page.goto('/m/withdraw');
}

async function withdrawOnce(page: Page, amount: number, needPassword: boolean) {
  await page.getByTestId('withdraw-amount-input').fill(String(amount));
  if (needPassword) await page.getByTestId('withdraw-password-input').fill('246810');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-result')).toBeVisible({ timeout: SLOW_SERVER_MS });
}

test('add a card, set a payment password, withdraw, see it pending; a rejection refunds', async ({
  page,
  request,
}, info) => {
  test.setTimeout(150_000);
  const tenant = loadTenant(info.project.name);
  const lang = tenant.languages.default;
  const money = (amount: number) => formatAmount(amount, lang);
  const text = (key: string) => translation(lang, 'withdraw', key);
  const needPassword = tenant.flags.WDRAWNOPASSVERIF3 !== true;

  const account = await createAccount(request, tenant);
  await logIn(page, account.username, account.password);
  const token = (await storedSession(page))?.token as string;
  await deposit(request, tenant, token);

  // A fresh account has no card: the screen opens the add-card form.
  await page.goto('/m/withdraw');
  await expect(page.getByTestId('withdraw-balance')).toHaveText(money(FUNDS));
  await page.getByTestId('withdraw-bank-select').selectOption({ index: 1 });
  await page.getByTestId('withdraw-holder-input').fill('Maria Santos');
  await page.getByTestId('withdraw-account-input').fill('0012 3456 7890');
  await page.getByTestId('withdraw-add-card-submit').click();
  await expect(page.getByTestId('withdraw-cards')).toContainText('**** 7890');

  if (needPassword) {
    await expect(page.getByTestId('withdraw-password-prompt')).toBeVisible();
    await expect(page.getByTestId('withdraw-submit')).toBeDisabled();
    await setPaymentPassword(page, account);
  }
  await expect(page.getByTestId('withdraw-password-prompt')).toBeHidden();
  await expect(page.getByTestId('withdraw-password')).toHaveCount(needPassword ? 1 : 0);

  await withdrawOnce(page, 200, needPassword);
  await expect(page.getByTestId('withdraw-result-amount')).toHaveText(money(200));
  await expect(page.getByTestId('withdraw-result-balance')).toHaveText(money(FUNDS - 200));
  await expect(page.getByTestId('header-balance')).toHaveText(money(FUNDS - 200));

  await page.getByTestId('withdraw-again').click();
  await withdrawOnce(page, 100, needPassword);
  await expect(page.getByTestId('header-balance')).toHaveText(money(FUNDS - 300));

  // The back office (dev stand-in) rejects the second one: its amount comes back once.
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const reportPath = `/wps/report/withdrawTransaction?startDate=${day(-1)}&endDate=${day(1)}`;
  const before = await wps<{ content: Row[] }>(request, tenant, token, reportPath);
  expect(before.content.map((row) => [row.amount, row.status])).toEqual([
    [100, 'pending'],
    [200, 'pending'],
  ]);
  const second = before.content[0] as Row;
  const decided = await request.post(`${API_ORIGIN}/dev/withdrawals/${second.id}/decide`, {
    headers: { Merchant: tenant.merchantCode },
    data: { decision: 'reject', reason: 'Name mismatch' },
  });
  expect((await decided.json()).value).toMatchObject({ status: 'rejected', refunded: true });

  await page.goto('/m/withdrawReport');
  if (tenant.flags.WITHREC3) {
    const rejected = page.getByTestId(`withdrawal-${second.id}`);
    await expect(rejected).toHaveAttribute('data-status', 'rejected');
    await expect(rejected.getByTestId('withdrawal-reason')).toContainText('Name mismatch');
    const first = page.getByTestId(`withdrawal-${before.content[1]?.id}`);
    await expect(first).toHaveAttribute('data-status', 'pending');
    await expect(first.getByTestId('withdrawal-status')).toHaveText(text('status.pending'));
    await expect(first.getByTestId('withdrawal-amount')).toHaveText(money(200));
    await expect(page.getByTestId('withdraw-report-pending')).toHaveText(money(200));
  } else {
    // WITHREC3 off: the report route goes home; the API still answers.
    await expect(page).toHaveURL(/\/m\/home$/);
    const after = await wps<{ content: Row[] }>(request, tenant, token, reportPath);
    expect(after.content.map((row) => [row.amount, row.status, row.reason])).toEqual([
      [100, 'rejected', 'Name mismatch'],
      [200, 'pending', ''],
    ]);
  }
  await expect(page.getByTestId('header-balance')).toHaveText(money(FUNDS - 200));
  const balance = await wps<{ sumBalance: number }>(request, tenant, token, '/wps/wallets/balance');
  expect(balance.sumBalance).toBe(FUNDS - 200);
});
