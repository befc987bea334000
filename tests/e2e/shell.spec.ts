import { expect, test } from './support/test';

import { recordToasts } from '../matrix/browser/settle';
import { expectedMemberCentreFor } from '../matrix/oracle/demo-user';
import { logIn } from './support/login';
import { closeArrivalPopup } from './support/popups';
import { loadTenant, translation } from './support/tenant';

test.describe('tenant shell', () => {
  test('home is on-brand and in the tenant default language', async ({ page }, testInfo) => {
    const tenant = loadTenant(testInfo.project.name);
    const language = tenant.languages.default;
    await page.goto('/m/home');

    await expect(page).toHaveTitle(new RegExp(tenant.name));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      tenant.theme.primary,
    );
    await expect(page.getByRole('img', { name: tenant.name }).first()).toBeVisible();
    const footer = page.getByRole('navigation', {
      name: translation(language, 'shell', 'labels.mainNavigation'),
    });
    await expect(
      footer.getByText(translation(language, 'shell', 'labels.home'), { exact: true }),
    ).toBeVisible();
  });

  test('a member sees exactly the member-centre entries the flags allow', async ({
    page,
  }, testInfo) => {
    const tenant = loadTenant(testInfo.project.name);
    await logIn(page, 'member0');
    await page.goto('/m/mine');

    // Entries gated on member info and promotions appear once those answers arrive.
    const shown = () =>
      page
        .locator('[data-testid^="mc-entry-"]')
        .evaluateAll((nodes) =>
          nodes.map((node) => node.getAttribute('data-testid')!.replace('mc-entry-', '')),
        );
    await expect
      .poll(shown)
      .toEqual(expectedMemberCentreFor(tenant, { username: 'member0', type: 0, hasUpline: true }));
    await expect(page.getByText('member0').first()).toBeVisible();
  });

  test('an agent sees the agency entry', async ({ page }) => {
    await logIn(page, 'agent1');
    await page.goto('/m/mine');
    await expect(page.getByTestId('mc-entry-agency')).toBeVisible();
  });

  test('a trial member is turned away from the members area with free_reject', async ({
    page,
  }, testInfo) => {
    const tenant = loadTenant(testInfo.project.name);
    // The toast may come and go while a busy machine still loads the page: record every one shown.
    await recordToasts(page);
    await logIn(page, 'trial4');
    await page.goto('/m/mine');

    await expect
      .poll(() => page.evaluate(() => (window as { __matrixToasts?: string[] }).__matrixToasts))
      .toContain(translation(tenant.languages.default, 'common', 'free_reject'));
    await expect(page).toHaveURL(/\/m\/home/);
    await expect(page.locator('[data-testid^="mc-entry-"]')).toHaveCount(0);
  });

  test('signing out from the header menu confirms, clears the session and reloads home', async ({
    page,
  }, testInfo) => {
    const language = loadTenant(testInfo.project.name).languages.default;
    await logIn(page, 'member40');
    // The member's popup announcement would cover the confirmation.
    await closeArrivalPopup(page);
    await page.getByTestId('header-balance').click();
    await page.getByTestId('header-menu-signOut').click();
    const reloaded = page.waitForEvent('load');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: translation(language, 'common', 'submit') })
      .click();
    await reloaded;
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    await expect(page.getByTestId('header-balance')).toHaveCount(0);
  });
});
