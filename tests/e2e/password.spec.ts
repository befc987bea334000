import { expect, test, type APIRequestContext, type Page } from './support/test';

import {
  createAccount,
  outbox,
  passResendWindow,
  registerSettings,
  smsAddress,
} from './support/accounts';
import { expectLoggedInHome, logIn, sessionUser, SLOW_SERVER_MS } from './support/login';
import { loadTenant, translation } from './support/tenant';

const phoneRecovery = (settings: Awaited<ReturnType<typeof registerSettings>>) =>
  (settings._settings as { phonePasswordReset?: boolean }).phonePasswordReset === true;

/** Opens forgot password; tells whether the tenant offers recovery by phone. */
async function openForgot(page: Page, request: APIRequestContext, projectName: string) {
  const tenant = loadTenant(projectName);
  const settings = await registerSettings(request, tenant);
  await page.goto('/m/forget');
  return { tenant, settings, phone: phoneRecovery(settings) };
}

test.describe('passwords', () => {
  test('forgot password by e-mail shows success and goes back', async ({
    page,
    request,
  }, testInfo) => {
    const { tenant, phone } = await openForgot(page, request, testInfo.project.name);
    await expect(page.getByTestId('forgot-method-phone')).toHaveCount(phone ? 1 : 0);
    if (phone) {
      await expect(page.getByTestId('forgot-phone-form')).toBeVisible();
      await page.getByTestId('forgot-method-email').click();
    }
    await page.getByTestId('password-username-input').fill('member0');
    await page.getByTestId('password-email-input').fill('member0@example');
    await page.getByTestId('forgot-email-submit').click();
    await expect(page.getByTestId('password-email-error')).toBeVisible();
    await page.getByTestId('password-email-input').fill('member0@example.com');
    await page.getByTestId('forgot-email-submit').click();
    await expect(
      page.getByText(translation(tenant.languages.default, 'common', 'in_been_out')),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home/, { timeout: SLOW_SERVER_MS });
  });

  test('change password, then log in with the new one', async ({ page, request }, testInfo) => {
    const tenant = loadTenant(testInfo.project.name);
    const account = await createAccount(request, tenant);
    await logIn(page, account.username, account.password);
    await page.goto('/m/changePsw');
    await expect(page.getByTestId('password-username')).toContainText(account.username);
    await expect(page.getByTestId('password-newPassword-input')).toBeVisible();
    const old = page.getByTestId('password-oldPassword-input');
    if (await old.count()) await old.fill(account.password);
    await page.getByTestId('password-newPassword-input').fill(account.password);
    await page.getByTestId('password-confirmNewPassword-input').fill(account.password);
    await page.getByTestId('change-password-submit').click();
    await expect(page.getByRole('dialog')).toContainText(
      translation(tenant.languages.default, 'shell', 'validation.new_old_same'),
    );
    await page.getByRole('dialog').getByRole('button').first().click();

    const fresh = `Nw${Date.now() % 1_000_000}x`;
    await page.getByTestId('password-newPassword-input').fill(fresh);
    await page.getByTestId('password-confirmNewPassword-input').fill(fresh);
    await page.getByTestId('change-password-submit').click();
    await expect(
      page.getByText(translation(tenant.languages.default, 'shell', 'password.changeSaved')),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home/, { timeout: SLOW_SERVER_MS });

    await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
    await logIn(page, account.username, fresh);
    expect(await sessionUser(page)).toBe(account.username);
  });

  test('set password by phone logs in (where phone recovery is on)', async ({
    page,
    request,
  }, testInfo) => {
    const { tenant, settings, phone } = await openForgot(page, request, testInfo.project.name);
    if (!phone) {
      await expect(page.getByTestId('forgot-email-form')).toBeVisible();
      await expect(page.getByTestId('forgot-phone-form')).toHaveCount(0);
      return;
    }
    const account = await createAccount(request, tenant);
    expect(account.mobileNum, 'phone recovery needs an account with a mobile number').toBeTruthy();
    const mobileNum = account.mobileNum ?? '';
    const address = { channel: 'sms', to: smsAddress(settings._settings, mobileNum) };
    const before = (await outbox(request, address, 0)).length;

    await expect(page.getByTestId('forgot-phone-submit')).toBeDisabled();
    await expect(page.getByTestId('password-verificationCode-input')).toBeDisabled();
    await page.getByTestId('password-mobileNum-input').fill(mobileNum);
    // The server allows one SMS per number per minute, and registering the account just sent one.
    await passResendWindow(request, tenant, address.to);
    await page.getByTestId('password-send-code').click();
    const [sms] = await outbox(request, address, before + 1);
    await expect(page.getByTestId('password-verificationCode-input')).toBeEnabled();
    await page.getByTestId('password-verificationCode-input').fill(sms?.code ?? '');
    await page.getByTestId('password-newPassword-input').fill(`Ph${Date.now() % 1_000_000}z`);
    await page.getByTestId('forgot-phone-submit').click();
    await expectLoggedInHome(page, account.username);
  });
});
