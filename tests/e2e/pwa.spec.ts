import type { Page } from './support/test';
import { expect, test } from './support/test';
import { loadTenant, translation } from './support/tenant';

// The service worker is the subject here; the other journeys run without it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** The installed worker has taken over this page (it claims clients as it activates). */
async function controlled(page: Page): Promise<boolean> {
  return page.evaluate(() => navigator.serviceWorker.controller !== null);
}

async function manifestHasPngIcons(page: Page): Promise<boolean> {
  const manifest = (await page.evaluate(async () => {
    const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href;
    return href ? (await fetch(href)).json() : {};
  })) as { icons?: { type?: string; sizes?: string }[] };
  return (manifest.icons ?? []).some(
    (icon) => icon.type === 'image/png' && Number.parseInt(icon.sizes ?? '0', 10) >= 144,
  );
}

test('installable, offline page in the tenant language, back online with Retry', async ({
  page,
  context,
}, testInfo) => {
  const tenant = loadTenant(testInfo.project.name);
  const language = tenant.languages.default;
  const home = translation(language, 'shell', 'labels.home');
  const footer = page.getByRole('navigation', {
    name: translation(language, 'shell', 'labels.mainNavigation'),
  });

  await page.goto('/m/home');
  await expect(footer.getByText(home, { exact: true })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  expect(await controlled(page)).toBe(true);

  expect(await manifestHasPngIcons(page), 'the manifest lists a PNG icon of 144 px or more').toBe(
    true,
  );
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  const title = translation(language, 'shell', 'pwa.offlineTitle');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: tenant.name })).toBeVisible();
  const retry = page.getByRole('button', { name: translation(language, 'common', 'retry') });
  await retry.click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // Back online, Retry reloads the page the player asked for. (The page also reloads itself on the
  // browser's `online` event, which Chromium's offline emulation does not fire.)
  await context.setOffline(false);
  await retry.click();
  await expect(footer.getByText(home, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await controlled(page)).toBe(true);
});
