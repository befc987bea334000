import { expect, test, type Page } from './support/test';

import { createAccount, freshName } from './support/accounts';
import { confirmDialog } from './support/dialogs';
import { expectLoggedInHome } from './support/login';
import { loadTenant, translation } from './support/tenant';

test.describe('social sign-in', () => {
  async function signInWithProvider(page: Page, provider: string, email: string) {
    await page.goto('/m/login');
    await page.getByTestId(`login-social-${provider}`).click();
    await expect(page).toHaveURL(new RegExp(`/dev/idp/${provider}/authorize`));
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Name').fill('E2E Player');
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  test("the tenant's social buttons only; a new identity registers a linked account", async ({
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
    expect(provider, 'this journey needs a tenant with social sign-in').toBeDefined();
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
    const provider = tenant.flags.GOOGLELOGIN3 ? 'google' : 'facebook';
    expect(tenant.flags.GOOGLELOGIN3 || tenant.flags.FACEBOOKLOGIN3, 'needs social sign-in').toBe(
      true,
    );
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
