import { expect, test, type APIRequestContext, type Page } from './support/test';

import { logIn as logInEndpoint } from '../../contract/session';
import { CAPTCHA_AFTER_FAILURES } from '../../server/domain/login-attempts';
import { captchaAnswer, createAccount } from './support/accounts';
import { confirmDialog } from './support/dialogs';
import { expectLoggedInHome, fillLogin, storedSession as session } from './support/login';
import { loadTenant, translation } from './support/tenant';

/** A new account of the project's tenant, with the login screen open. */
async function freshAccountAtLogin(page: Page, request: APIRequestContext, projectName: string) {
  const tenant = loadTenant(projectName);
  const account = await createAccount(request, tenant);
  await page.goto('/m/login');
  return { tenant, account };
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
    // The captcha shows once its image has been fetched, after the failure's message: count the
    // failures by their answers, never by whether the captcha is on screen yet.
    for (let attempt = 1; attempt <= CAPTCHA_AFTER_FAILURES; attempt += 1) {
      const answered = page.waitForResponse((r) => r.url().includes(logInEndpoint.path));
      await page.getByTestId('login-submit').click();
      await answered;
      await expect(page.getByTestId('login-error')).toHaveText(failed);
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
