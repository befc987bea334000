import { expect, test, type APIRequestContext, type Page } from './support/test';

import type { Tenant } from '../../schema/tenant';
import { formatAmount } from '../../src/lib/format';
import { recordToasts } from '../matrix/browser/settle';
import { API_ORIGIN, createAccount } from './support/accounts';
import { logIn, SLOW_SERVER_MS, storedSession } from './support/login';
import { loadTenant, translation } from './support/tenant';

interface Channel {
  code: string;
  type: 'bank' | 'ewallet' | 'qr';
  minAmount: number;
}

interface ReportRow {
  id: number;
  amount: number;
  status: string;
}

async function wps<T>(request: APIRequestContext, tenant: Tenant, path: string, token: string) {
  const response = await request.get(`${API_ORIGIN}${path}`, {
    headers: { Merchant: tenant.merchantCode, Authorization: token },
  });
  const body = (await response.json()) as { success: boolean; value: T };
  expect(body.success, path).toBe(true);
  return body.value;
}

/** A fresh account (tests run in parallel on one server), logged in through the site. */
async function freshMember(page: Page, request: APIRequestContext, tenant: Tenant) {
  test.setTimeout(90_000);
  const account = await createAccount(request, tenant);
  await logIn(page, account.username, account.password);
  const token = (await storedSession(page))?.token as string;
  const channels = (
    await wps<{ channels: Channel[] }>(
      request,
      tenant,
      '/wps/relay/MCSFE_getDepositSettings',
      token,
    )
  ).channels;
  const balance = (
    await wps<{ sumBalance: number }>(request, tenant, '/wps/wallets/balance', token)
  ).sumBalance;
  return { token, channels, balance };
}

/** Picks the channel and the amount, and sends the request in the tenant's deposit template. */
async function requestDeposit(page: Page, tenant: Tenant, channel: Channel, amount: string) {
  await page.goto('/m/voucherCenter');
  const modern = tenant.templates.dep_func === 1;
  await expect(
    page.getByTestId(modern ? 'deposit-form-modern' : 'deposit-form-classic'),
  ).toBeVisible();
  if (modern) await page.getByTestId(`deposit-type-${channel.type}`).click();
  await page.getByTestId(`deposit-channel-${channel.code}`).click();
  await page.getByTestId('deposit-amount').fill(amount);
  await page.getByTestId('deposit-submit').click();
  if (modern) {
    await expect(page.getByTestId('deposit-summary')).toBeVisible();
    await page.getByTestId('deposit-confirm').click();
  }
}

/** The deposit report shows the deposit (DEPRECM3 on), or the route goes home and the API has it. */
async function expectInReport(
  page: Page,
  request: APIRequestContext,
  tenant: Tenant,
  token: string,
  expected: { amount: number; status: string },
) {
  // A toast may come and go while a busy machine still loads the page: record every one shown.
  await recordToasts(page);
  await page.goto('/m/vouReport');
  const lang = tenant.languages.default;
  if (tenant.flags.DEPRECM3) {
    const row = page.getByTestId('deposit-row').first();
    await expect(row).toHaveAttribute('data-status', expected.status);
    await expect(row.getByTestId('deposit-row-amount')).toHaveText(
      formatAmount(expected.amount, lang),
    );
    await expect(row.getByTestId('deposit-row-status')).toHaveText(
      translation(lang, 'deposit', `status.${expected.status}`),
    );
    return;
  }
  // The report is off for this tenant: its URL leads to the member centre, saying so.
  await expect(page).toHaveURL(/\/m\/mine$/);
  await expect
    .poll(() => page.evaluate(() => (window as { __matrixToasts?: string[] }).__matrixToasts))
    .toContain(translation(lang, 'shell', 'messages.feature_unavailable'));
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const report = await wps<{ content: ReportRow[] }>(
    request,
    tenant,
    `/wps/report/depositTransaction?startDate=${day(-1)}&endDate=${day(1)}`,
    token,
  );
  expect(report.content[0]).toMatchObject(expected);
}

test('an approved deposit reaches the header balance and the deposit report', async ({
  page,
  request,
}, info) => {
  const tenant = loadTenant(info.project.name);
  const { token, channels, balance } = await freshMember(page, request, tenant);
  const bank = channels.find((channel) => channel.type === 'bank');
  if (!bank) throw new Error('the tenant has no bank channel');
  const amount = bank.minAmount + 12.5;
  await requestDeposit(page, tenant, bank, String(amount));

  await expect(page).toHaveURL(/\/pay\//, { timeout: SLOW_SERVER_MS });
  const payAmount = await page.locator('#amount').textContent();
  expect(payAmount?.replace(/\D/g, '')).toBe(String(Math.round(amount * 100)));
  await page.locator('#approve').click();

  await expect(page).toHaveURL(/\/m\/voucherCenter\?deposit=\d+/);
  await expect(page.getByTestId('deposit-result')).toHaveAttribute('data-status', 'approved');
  const lang = tenant.languages.default;
  await expect(page.getByTestId('deposit-result-amount')).toHaveText(formatAmount(amount, lang));
  await expect(page.getByTestId('header-balance')).toHaveText(formatAmount(balance + amount, lang));
  await expectInReport(page, request, tenant, token, { amount, status: 'approved' });
});

test('a declined QR deposit leaves the balance alone and is reported declined', async ({
  page,
  request,
}, info) => {
  const tenant = loadTenant(info.project.name);
  const { token, channels, balance } = await freshMember(page, request, tenant);
  const qr = channels.find((channel) => channel.type === 'qr');
  if (!qr) throw new Error('the tenant has no QR channel');
  await requestDeposit(page, tenant, qr, String(qr.minAmount));

  // QR channels stay on the site: the code to scan, and the payment page a tap away.
  await expect(page).toHaveURL(/\/m\/voucherCenter\?deposit=\d+/);
  await expect(page.getByTestId('deposit-result')).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('deposit-qr')).toBeVisible();
  await page.getByTestId('deposit-pay').click();
  await expect(page).toHaveURL(/\/pay\//);
  await page.locator('#decline').click();

  await expect(page.getByTestId('deposit-result')).toHaveAttribute('data-status', 'declined');
  const lang = tenant.languages.default;
  await expect(page.getByTestId('header-balance')).toHaveText(formatAmount(balance, lang));
  const after = await wps<{ sumBalance: number }>(request, tenant, '/wps/wallets/balance', token);
  expect(after.sumBalance).toBe(balance);
  await expectInReport(page, request, tenant, token, { amount: qr.minAmount, status: 'declined' });
});
