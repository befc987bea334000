import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import {
  captchaAnswer,
  createAccount,
  freshName,
  outbox,
  registerSettings,
  smsAddress,
} from './support/accounts';
import { expectLoggedInHome, fillLogin, storedSession as session } from './support/login';
import { loadTenant, translation } from './support/tenant';
import type { TestAccount } from './support/accounts';

/** The server allows one SMS per number per minute, registration code included. */
const SMS_RESEND_MS = 61_000;
let smsAccount: { account: TestAccount; sendableAt: number } | null = null;

// Registered first, so the minute between its registration code and its login code passes during the
// other tests of this file instead of in a wait.
test.beforeAll(async ({ playwright }, testInfo) => {
  const tenant = loadTenant(testInfo.project.name);
  if (!tenant.flags.MOBILEVERCODELOGIN3) return;
  const request = await playwright.request.newContext();
  smsAccount = {
    account: await createAccount(request, tenant),
    sendableAt: Date.now() + SMS_RESEND_MS,
  };
  await request.dispose();
});

/** A new account of the project's tenant, with the login screen open. */
async function freshAccountAtLogin(page: Page, request: APIRequestContext, projectName: string) {
  const tenant = loadTenant(projectName);
  const account = await createAccount(request, tenant);
  await page.goto('/m/login');
  return { tenant, account };
}

async function confirmDialog(page: Page, language: string, label: 'submit' | 'confirm') {
  await page
    .getByRole('dialog')
    .getByRole('button', { name: translation(language, 'common', label) })
    .click();
}

test.describe('login', () => {
  test('remember password: after logging out the login form is filled in, never stored readable', async ({
    page,
    request,
  }, testInfo) => {
    const { tenant, account } = await freshAccountAtLogin(page, request, testInfo.project.name);
    await expect(page.getByTestId('login-remember')).toBeChecked();
    await fillLogin(page, account.username, account.password);
    await page.getByTestId('login-submit').click();
    await expectLoggedInHome(page, account.username);
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage }),
    );
    expect(stored).not.toContain(account.password);

    await page.goto('/m/set');
    await page.getByTestId('settings-sign-out').click();
    await confirmDialog(page, tenant.languages.default, 'submit');
    await expect(page).toHaveURL(/\/m\/home/);
    // Settings signs out with a full page load (spec §4): poll across it.
    await expect.poll(() => session(page).catch(() => 'reloading')).toBeNull();

    await page.goto('/m/login');
    await expect(page.getByTestId('login-username')).toHaveValue(account.username);
    await expect(page.getByTestId('login-password')).toHaveValue(account.password);
  });

  test('wrong password until the captcha appears, then the right password and captcha', async ({
    page,
    request,
  }, testInfo) => {
    const { tenant, account } = await freshAccountAtLogin(page, request, testInfo.project.name);
    await fillLogin(page, account.username, `${account.password}x`);
    const failed = translation(tenant.languages.default, 'common', 'errors.login_failed');
    for (
      let attempt = 1;
      attempt <= 5 && !(await page.getByTestId('login-captcha').isVisible());
      attempt += 1
    ) {
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('login-error')).toHaveText(failed);
      await page.waitForLoadState('networkidle');
    }
    await expect(page.getByTestId('login-captcha-image')).toBeVisible();
    const captchaId =
      (await page.context().cookies()).find((cookie) => cookie.name === 'captchaId')?.value ?? '';
    expect(captchaId).not.toBe('');
    await page.getByTestId('login-password').fill(account.password);
    await page.getByTestId('login-captcha').fill(await captchaAnswer(request, captchaId));
    await page.getByTestId('login-submit').click();
    await expectLoggedInHome(page, account.username);
  });

  test('free play lands on home with a trial session', async ({ page }, testInfo) => {
    const tenant = loadTenant(testInfo.project.name);
    await page.goto('/m/login');
    await page.getByTestId('login-freeplay').click();
    await expect(page).toHaveURL(/\/m\/home/);
    const trial = await session(page);
    expect(trial).toMatchObject({ type: 4, merchantCode: tenant.trialMerchantCode });
    expect(await page.evaluate(() => sessionStorage.getItem('trialName'))).toBe(trial?.userName);
  });
});

test.describe('social sign-in', () => {
  async function signInWithProvider(page: Page, provider: string, email: string) {
    await page.goto('/m/login');
    await page.getByTestId(`login-social-${provider}`).click();
    await expect(page).toHaveURL(new RegExp(`/dev/idp/${provider}/authorize`));
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Name').fill('E2E Player');
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  test('buttons only where a social flag is on; a new identity registers a linked account', async ({
    page,
  }, testInfo) => {
    const tenant = loadTenant(testInfo.project.name);
    const language = tenant.languages.default;
    const providers = (['facebook', 'google'] as const).filter((id) =>
      id === 'facebook' ? tenant.flags.FACEBOOKLOGIN3 : tenant.flags.GOOGLELOGIN3,
    );
    await page.goto('/m/login');
    await expect(page.getByTestId('login-username')).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const id of ['facebook', 'google'] as const)
      await expect(page.getByTestId(`login-social-${id}`)).toHaveCount(
        providers.includes(id) ? 1 : 0,
      );
    const provider = providers[0];
    if (!provider) return;

    await signInWithProvider(page, provider, `${freshName('new')}@example.com`);
    await expect(page.getByTestId('social-link')).toBeVisible();
    await expect(page.getByRole('note')).toHaveText(
      translation(language, 'shell', 'auth.link.permanent'),
    );
    const username = freshName('soc');
    await page.getByTestId('social-link-choice-register').click();
    await page.getByTestId('social-link-username').fill(username);
    await page.getByTestId('social-link-password').fill('Social123');
    await page.getByTestId('social-link-submit').click();
    await confirmDialog(page, language, 'confirm');
    await expectLoggedInHome(page, username);
  });

  test('a new identity links to an existing account, and signs straight in next time', async ({
    page,
    request,
  }, testInfo) => {
    const tenant = loadTenant(testInfo.project.name);
    const language = tenant.languages.default;
    const provider = tenant.flags.GOOGLELOGIN3
      ? 'google'
      : tenant.flags.FACEBOOKLOGIN3
        ? 'facebook'
        : null;
    if (!provider) {
      await page.goto('/m/login');
      await expect(page.getByTestId('login-username')).toBeVisible();
      await expect(page.locator('[data-testid^="login-social-"]')).toHaveCount(0);
      return;
    }
    const account = await createAccount(request, tenant);
    const email = `${freshName('link')}@example.com`;
    await signInWithProvider(page, provider, email);
    await expect(page.getByTestId('social-link-identity')).toContainText(email);
    await page.getByTestId('social-link-username').fill(account.username);
    await page.getByTestId('social-link-password').fill(account.password);
    await page.getByTestId('social-link-submit').click();
    await confirmDialog(page, language, 'confirm');
    await expectLoggedInHome(page, account.username);

    await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
    await signInWithProvider(page, provider, email);
    await expectLoggedInHome(page, account.username);
  });
});

test.describe('SMS login', () => {
  test('logs in by mobile and SMS code where MOBILEVERCODELOGIN3 is on, no SMS tab elsewhere', async ({
    page,
    request,
  }, testInfo) => {
    const tenant = loadTenant(testInfo.project.name);
    await page.goto('/m/login');
    await expect(page.getByTestId('login-username')).toBeVisible();
    if (!tenant.flags.MOBILEVERCODELOGIN3) {
      await expect(page.getByTestId('login-tab-sms')).toHaveCount(0);
      await expect(page.getByTestId('login-mobile')).toHaveCount(0);
      return;
    }
    expect(smsAccount).not.toBeNull();
    const { account, sendableAt } = smsAccount!;
    test.setTimeout(30_000 + Math.max(0, sendableAt - Date.now()));
    const mobileNum = account.mobileNum ?? '';
    const address = smsAddress((await registerSettings(request, tenant))._settings, mobileNum);
    const sentBefore = (await outbox(request, { channel: 'sms', to: address }, 0)).length;
    await page.getByTestId('login-tab-sms').click();
    await page.getByTestId('login-mobile').fill(mobileNum);
    await page.waitForTimeout(Math.max(0, sendableAt - Date.now()));
    await page.getByTestId('login-sms-send').click();
    await expect(page.getByTestId('login-sms-send')).toBeDisabled();
    await expect(page.getByTestId('login-sms-send')).toHaveText(/\d+ s/);
    const [sms] = await outbox(request, { channel: 'sms', to: address }, sentBefore + 1);
    await page.getByTestId('login-sms-code').fill(sms?.code ?? '');
    await page.getByTestId('login-submit').click();
    await expectLoggedInHome(page, account.username);
  });
});
