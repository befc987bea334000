import { expect, test, type Page } from './support/test';

import { createAccount, freshName, outbox } from './support/accounts';
import { logIn, SLOW_SERVER_MS } from './support/login';
import { loadTenant, translation } from './support/tenant';

/** A real 1×1 PNG, so the previews render. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const state = (page: Page, section: string) => page.getByTestId(`security-state-${section}`);

test.describe('security centre', () => {
  test('payment password, e-mail binding and identity verification', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const tenant = loadTenant(testInfo.project.name);
    const text = (key: string, namespace = 'security') =>
      translation(tenant.languages.default, namespace, key);
    const account = await createAccount(request, tenant);
    await logIn(page, account.username, account.password);

    await page.goto('/m/securityCenter');
    await expect(state(page, 'paymentPassword')).toHaveText(text('state.notSet'));
    await expect(state(page, 'identity')).toHaveText(text('verification.NOT_VERIFIED'));

    // Set the first payment password, confirmed with the login password.
    await page.getByTestId('security-row-paymentPassword').click();
    await page.getByTestId('security-loginPassword-input').fill(account.password);
    await page.getByTestId('security-newPassword-input').fill('246810');
    await page.getByTestId('security-confirmNewPassword-input').fill('246810');
    await page.getByTestId('payment-password-submit').click();
    await expect(state(page, 'paymentPassword')).toHaveText(text('state.set'), {
      timeout: SLOW_SERVER_MS,
    });

    // Change it: a wrong old one is refused, the right one goes through (opened as the withdraw link does).
    await page.goto('/m/securityCenter?section=paymentPassword');
    await page.getByTestId('security-oldPassword-input').fill('111111');
    await page.getByTestId('security-newPassword-input').fill('135790');
    await page.getByTestId('security-confirmNewPassword-input').fill('135790');
    await page.getByTestId('payment-password-submit').click();
    await expect(page.getByTestId('security-oldPassword-error')).toHaveText(
      text('errors.invalid_payment_pw', 'common'),
      { timeout: SLOW_SERVER_MS },
    );
    await page.getByTestId('security-oldPassword-input').fill('246810');
    await page.getByTestId('payment-password-submit').click();
    await expect(page.getByText(text('paymentPassword.changed'))).toBeVisible({
      timeout: SLOW_SERVER_MS,
    });
    await expect(page.getByTestId('security-centre')).toBeVisible();
    await expect(state(page, 'paymentPassword')).toHaveText(text('state.set'));

    // Bind an e-mail with the code from the development outbox.
    const email = `${freshName('sec')}@example.com`;
    await page.getByTestId('security-row-email').click();
    await page.getByTestId('security-email-input').fill(email);
    await page.getByTestId('security-send-code').click();
    const [message] = await outbox(request, { channel: 'email', to: email });
    await page.getByTestId('security-verificationCode-input').fill(message?.code ?? '');
    await page.getByTestId('email-bind-submit').click();
    await expect(state(page, 'email')).toHaveText(text('state.bound'));
    await expect(page.getByTestId('security-value-email')).toHaveText(
      `${email.slice(0, 2)}***@example.com`,
    );

    // Identity verification: three small PNGs, previews, then "under review".
    await page.getByTestId('security-row-identity').click();
    for (const side of ['idFront', 'idBack', 'selfie']) {
      await page
        .getByTestId(`identity-${side}-input`)
        .setInputFiles({ name: `${side}.png`, mimeType: 'image/png', buffer: PNG });
      await expect(page.getByTestId(`identity-${side}-preview`)).toBeVisible();
    }
    await page.getByTestId('identity-submit').click();
    await expect(page.getByTestId('identity-status-pill')).toHaveText(
      text('verification.UNDER_REVIEW'),
    );
    await expect(page.getByTestId('identity-form')).toHaveCount(0);
    await page.getByTestId('security-back').click();
    await expect(state(page, 'identity')).toHaveText(text('verification.UNDER_REVIEW'));
  });

  test('refuses a file that is not an image before uploading', async ({
    page,
    request,
  }, testInfo) => {
    const tenant = loadTenant(testInfo.project.name);
    const account = await createAccount(request, tenant);
    await logIn(page, account.username, account.password);
    await page.goto('/m/securityCenter?section=identity');
    await page
      .getByTestId('identity-idFront-input')
      .setInputFiles({ name: 'id.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByTestId('identity-idFront-error')).toHaveText(
      translation(tenant.languages.default, 'security', 'identity.problem.type'),
    );
    await expect(page.getByTestId('identity-idFront-preview')).toHaveCount(0);
  });
});
