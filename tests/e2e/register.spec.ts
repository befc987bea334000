import { expect, test, type APIRequestContext, type Page } from './support/test';

import type { Tenant } from '../../schema/tenant';
import {
  captchaAnswer,
  freshMobile,
  freshName,
  outbox,
  registerSettings,
  smsAddress,
} from './support/accounts';
import { expectLoggedInHome } from './support/login';
import { loadTenant } from './support/tenant';

type Settings = Awaited<ReturnType<typeof registerSettings>>;

/** Fills the captcha of the form with the answer the server posted to the development outbox. */
async function solveCaptcha(page: Page, request: APIRequestContext) {
  await expect(page.getByTestId('register-captcha-image').locator('img')).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'captchaId');
  await page
    .getByTestId('register-captcha-input')
    .fill(await captchaAnswer(request, cookie?.value ?? ''));
}

async function openForm(page: Page, tenant: Tenant, method: 'username' | 'mobile') {
  await page.goto('/m/register');
  const both = Boolean(tenant.flags.USERNAMEREG3 && tenant.flags.MOBILENUMREG3);
  await expect(page.getByTestId(`register-tab-${method}`)).toHaveCount(both ? 1 : 0);
  if (both) await page.getByTestId(`register-tab-${method}`).click();
  const form = page.getByTestId(`register-${method}-form`);
  await expect(form).toBeVisible();
  return form;
}

async function fillRequiredExtras(page: Page, settings: Settings) {
  if (settings.email?.required)
    await page.getByTestId('register-email-input').fill(`${freshName('e2e')}@example.com`);
  if (settings.nickname?.required)
    await page.getByTestId('register-nickname-input').fill(freshName('Nick'));
}

test.describe('registration', () => {
  test('registers by username and lands logged in (where enabled)', async ({
    page,
    request,
  }, testInfo) => {
    const tenant = loadTenant(testInfo.project.name);
    if (!tenant.flags.USERNAMEREG3) {
      await page.goto('/m/register');
      await expect(page.getByTestId('register-mobile-form')).toBeVisible();
      await expect(page.getByTestId('register-username-form')).toHaveCount(0);
      return;
    }
    const settings = await registerSettings(request, tenant);
    await openForm(page, tenant, 'username');
    await expect(page.getByTestId('register-username-required')).toBeVisible();
    const username = freshName('web');
    await page.getByTestId('register-username-input').fill(username);
    await page.getByTestId('register-password-input').fill('Secret123');
    await page.getByTestId('register-confirmPassword-input').fill('Secret123');
    await fillRequiredExtras(page, settings);
    if (settings.captcha?.enabled) await solveCaptcha(page, request);
    await expect(page.getByTestId('register-agree')).toBeChecked();
    await page.getByTestId('register-submit').click();
    await expectLoggedInHome(page, username);
  });

  test('registers by mobile with the SMS code from the outbox (where enabled)', async ({
    page,
    request,
  }, testInfo) => {
    const tenant = loadTenant(testInfo.project.name);
    if (!tenant.flags.MOBILENUMREG3) {
      await page.goto('/m/register');
      await expect(page.getByTestId('register-username-form')).toBeVisible();
      await expect(page.getByTestId('register-tab-mobile')).toHaveCount(0);
      return;
    }
    const settings = await registerSettings(request, tenant);
    const form = await openForm(page, tenant, 'mobile');
    const mobileNum = freshMobile();
    await form.getByTestId('register-mobileNum-input').fill(mobileNum);
    if (settings._settings.mobileVerification) {
      await form.getByTestId('register-send-code').click();
      await expect(form.getByTestId('register-send-code')).toBeDisabled();
      const [sms] = await outbox(request, {
        channel: 'sms',
        to: smsAddress(settings._settings, mobileNum),
      });
      await form.getByTestId('register-verificationCode-input').fill(sms?.code ?? '');
    }
    if (tenant.flags.MOBILENUMPASSREG3) {
      await form.getByTestId('register-password-input').fill('Secret123');
      await form.getByTestId('register-confirmPassword-input').fill('Secret123');
    }
    if (settings.captcha?.enabled) await solveCaptcha(page, request);
    await form.getByTestId('register-submit').click();
    await expectLoggedInHome(page, /^m\d{9}$/);
  });

  test('the header register button follows DIRECTREG3', async ({ page }, testInfo) => {
    const tenant = loadTenant(testInfo.project.name);
    await page.goto('/m/notice');
    await expect(page.getByTestId('app-header')).toBeVisible();
    await expect(page.getByTestId('header-register')).toHaveCount(tenant.flags.DIRECTREG3 ? 1 : 0);
  });

  test('an invitation link pre-fills the code and registers under it', async ({
    page,
    request,
  }, testInfo) => {
    const tenant = loadTenant(testInfo.project.name);
    const settings = await registerSettings(request, tenant);
    await page.goto('/m/register?r=AG1001');
    const method = tenant.flags.USERNAMEREG3 ? 'username' : 'mobile';
    const form = page.getByTestId(`register-${method}-form`);
    await expect(form).toBeVisible();
    await expect(form.getByTestId('register-affiliateCode-input')).toHaveCount(
      settings.affiliateCode?.enabled ? 1 : 0,
    );
    if (settings.affiliateCode?.enabled)
      await expect(form.getByTestId('register-affiliateCode-input')).toHaveValue('AG1001');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('affiliateCode')))
      .toContain('"validated":true');
  });
});
