import { expect, test } from './support/test';

import {
  createAccount,
  outbox,
  passResendWindow,
  registerSettings,
  smsAddress,
} from './support/accounts';
import { expectLoggedInHome } from './support/login';
import { loadTenant } from './support/tenant';

test.describe('SMS login', () => {
  test('logs in by mobile number and the SMS code', async ({ page, request }, testInfo) => {
    const tenant = loadTenant(testInfo.project.name);
    expect(tenant.flags.MOBILEVERCODELOGIN3, 'this journey needs MOBILEVERCODELOGIN3').toBe(true);
    const account = await createAccount(request, tenant);
    const mobileNum = account.mobileNum ?? '';
    expect(mobileNum, 'SMS login needs an account registered by mobile').not.toBe('');
    const address = smsAddress((await registerSettings(request, tenant))._settings, mobileNum);
    const sentBefore = (await outbox(request, { channel: 'sms', to: address }, 0)).length;
    // Registering sent this number its code a moment ago: one SMS per number per minute.
    await passResendWindow(request, tenant, address);

    await page.goto('/m/login');
    await page.getByTestId('login-tab-sms').click();
    await page.getByTestId('login-mobile').fill(mobileNum);
    await page.getByTestId('login-sms-send').click();
    await expect(page.getByTestId('login-sms-send')).toBeDisabled();
    await expect(page.getByTestId('login-sms-send')).toHaveText(/\d+ s/);
    const [sms] = await outbox(request, { channel: 'sms', to: address }, sentBefore + 1);
    await page.getByTestId('login-sms-code').fill(sms?.code ?? '');
    await page.getByTestId('login-submit').click();
    await expectLoggedInHome(page, account.username);
  });
});
