import { expect, test, type Locator, type Page } from './support/test';

import { createAccount } from './support/accounts';
import { logIn } from './support/login';
import { loadTenant, translation } from './support/tenant';

const PLATFORM = '**/wps/**';
/** The client gives up after 8 s (API_TIMEOUT_MS); a 500 after two retries, 2 s and 4 s apart. */
const FAILURE_SHOWS_WITHIN = { timeout: 12_000 };

const texts = (project: string) => {
  const language = loadTenant(project).languages.default;
  return {
    loading: translation(language, 'common', 'loading'),
    retry: translation(language, 'common', 'retry'),
    slowNetwork: translation(language, 'common', 'errors.network_timeout'),
    balanceFailed: translation(language, 'shell', 'labels.balanceFailed'),
  };
};

/** Every platform call from now on hangs: no answer, no error, until released. */
async function hangThePlatform(page: Page) {
  await page.route(PLATFORM, () => {
    // Never fulfilled: the request stays open like a dead upstream.
  });
  return () => page.unroute(PLATFORM);
}

/** The area shows loading at once, then the slow-network error with Retry; returns the button. */
async function expectLoadingThenTimeout(area: Locator, t: ReturnType<typeof texts>) {
  await expect(area.getByRole('status', { name: t.loading })).toBeVisible();
  const alert = area.getByRole('alert');
  await expect(alert).toContainText(t.slowNetwork, FAILURE_SHOWS_WITHIN);
  return alert.getByRole('button', { name: t.retry });
}

test.describe('a hanging platform', () => {
  test('deposit and the header balance time out with Retry, and recover', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const t = texts(testInfo.project.name);
    const account = await createAccount(request, loadTenant(testInfo.project.name));
    await logIn(page, account.username, account.password);
    const release = await hangThePlatform(page);
    await page.goto('/m/voucherCenter');
    const retry = await expectLoadingThenTimeout(page.getByTestId('deposit-screen'), t);
    const balance = page.getByTestId('header-balance-failed');
    await expect(balance).toContainText(t.balanceFailed);

    await release();
    await retry.click();
    await expect(page.getByTestId('deposit-form-classic')).toBeVisible();
    await balance.getByRole('button', { name: t.retry }).click();
    await expect(page.getByTestId('header-balance')).toHaveText(/^[\d,]+\.\d\d$/);
  });

  /** `path` opened while the platform hangs: `area` times out with Retry, and after it shows `drawn`. */
  async function expectRetryToRecover(
    page: Page,
    t: ReturnType<typeof texts>,
    [path, areaId, drawn]: [string, string, string],
  ) {
    const release = await hangThePlatform(page);
    await page.goto(path);
    const area = page.getByTestId(areaId);
    const retry = await expectLoadingThenTimeout(area, t);

    await release();
    await retry.click();
    await expect(area.locator(drawn).first()).toBeVisible();
  }

  test('the game list times out with Retry, and recovers', async ({ page }, testInfo) => {
    await expectRetryToRecover(page, texts(testInfo.project.name), [
      '/m/gameList?gameType=RNG',
      'game-list-screen',
      '[data-testid="game-tile"]',
    ]);
  });

  test("a page's first request, started before the scripts, times out with Retry too", async ({
    page,
  }, testInfo) => {
    // The promotions are /m/activity's first request: the page's inline script sends it.
    await expectRetryToRecover(page, texts(testInfo.project.name), [
      '/m/activity',
      'activity-screen',
      '[data-testid^="promotion-"]',
    ]);
  });

  test("home's games time out with Retry, and recover", async ({ page }, testInfo) => {
    const t = texts(testInfo.project.name);
    const release = await hangThePlatform(page);
    await page.goto('/m/home');
    const area = page.getByTestId('home-category-content');
    const retry = await expectLoadingThenTimeout(area, t);

    await release();
    // Home may open the guest's arrival popup over the page as soon as the platform answers again;
    // the Retry beneath it is what this test is about.
    await retry.dispatchEvent('click');
    await expect(area.getByTestId('game-tile').first()).toBeVisible();
  });

  test('the member centre says the balance could not be loaded on a 500', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const t = texts(testInfo.project.name);
    const account = await createAccount(request, loadTenant(testInfo.project.name));
    await logIn(page, account.username, account.password);
    await page.route('**/wps/wallets/balance', (route) => route.fulfill({ status: 500 }));
    await page.goto('/m/mine');
    const failed = page.getByTestId('mc-balance-failed');
    await expect(failed).toContainText(t.balanceFailed, FAILURE_SHOWS_WITHIN);
    await expect(page.getByTestId('mc-wallet')).not.toContainText('--');

    await page.unroute('**/wps/wallets/balance');
    await failed.getByRole('button', { name: t.retry }).click();
    await expect(page.getByTestId('mc-balance')).toHaveText(/^[\d,]+\.\d\d$/);
  });
});
