import { SHELL_TILES } from '../../src/landing/shell-games';
import { SHELL_ID } from '../../src/landing/shell-ids';
import { expect, test, type Locator, type Page } from './support/test';
import { logIn } from './support/login';
import { loadTenant } from './support/tenant';

/**
 * The static shell the page paints before any script (cli/lib/first-paint-shell.ts), seen alone: the
 * scripts are held back, as on a slow network before the entry arrives, except those `kept`.
 */
async function shellAlone(page: Page, path: string, kept: (url: string) => boolean = () => false) {
  await page.route(/\/assets\/.+\.js$/, (route) =>
    kept(route.request().url()) ? route.continue() : route.abort(),
  );
  await page.goto(path);
  return page.locator(`#${SHELL_ID}`);
}

/** Every text chunk the page's landing plan names (the shell reads the `shell` namespace). */
async function plannedTexts(page: Page, path: string): Promise<string[]> {
  await shellAlone(page, path);
  const texts = await page.evaluate(() => {
    const plan = JSON.parse(document.getElementById('wl-landing')!.textContent!) as {
      texts: Record<string, Record<string, string>>;
    };
    return Object.values(plan.texts).flatMap((namespaces) => Object.values(namespaces));
  });
  await page.unrouteAll();
  return texts;
}

type Box = { x: number; y: number; width: number; height: number };

const boxes = (found: Locator): Promise<Box[]> =>
  found.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );

function expectSameBoxes(after: Box[], before: Box[]) {
  expect(after).toHaveLength(before.length);
  for (const [at, box] of after.entries())
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(box[side] - before[at]![side]), `${at} ${side}`).toBeLessThan(1);
}

test.describe('first-paint shell', () => {
  test('draws the account screens’ logo where the login screen then draws it', async ({
    page,
  }, testInfo) => {
    const tenant = loadTenant(testInfo.project.name);
    const shell = await shellAlone(page, '/m/login');
    const shellLogo = shell.getByRole('img', { name: tenant.name, includeHidden: true });
    await expect(shellLogo).toBeVisible();
    const before = await shellLogo.boundingBox();

    await page.unrouteAll();
    await page.goto('/m/login');
    const logo = page.getByTestId('login-screen').getByRole('img', { name: tenant.name });
    await expect(logo).toBeVisible();
    const after = await logo.boundingBox();
    await expect(page.locator(`#${SHELL_ID}`)).toHaveCount(0);
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs((after?.[side] ?? -1) - (before?.[side] ?? 1)), side).toBeLessThan(1);
  });

  test("draws the lead promotion's picture where the promotions page then draws it", async ({
    page,
  }) => {
    const shell = await shellAlone(page, '/m/activity');
    const shellPicture = shell.locator('.wl-shell-banner img');
    await expect(shellPicture).toBeVisible();
    const src = await shellPicture.getAttribute('src');
    const before = await shellPicture.boundingBox();

    await page.unrouteAll();
    await page.goto('/m/activity');
    const lead = page.getByTestId('activity-screen').locator('img').first();
    await expect(lead).toBeVisible();
    await expect(page.locator(`#${SHELL_ID}`)).toHaveCount(0);
    expect(await lead.getAttribute('src')).toBe(src);
    const after = await lead.boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs((after?.[side] ?? -1) - (before?.[side] ?? 1)), side).toBeLessThan(1);
  });

  test("draws the game list's first tiles where the list then draws them", async ({ page }) => {
    const path = '/m/gameList?gameType=RNG';
    const shell = await shellAlone(page, path);
    const shellIcons = shell.locator('.wl-shell-tile img');
    await expect(shellIcons.first()).toBeVisible();
    const shellNames = await shell.locator('.wl-shell-name').allTextContents();
    expect(shellNames).toHaveLength(SHELL_TILES);
    const before = await Promise.all([0, 4].map((at) => shellIcons.nth(at).boundingBox()));

    await page.unrouteAll();
    await page.goto(path);
    const tiles = page.getByTestId('game-tile');
    await expect(tiles.first()).toBeVisible();
    await expect(page.locator(`#${SHELL_ID}`)).toHaveCount(0);
    const names = await tiles.evaluateAll((found) =>
      found.map((tile) => tile.querySelector('button')!.getAttribute('aria-label')),
    );
    expect(names.slice(0, SHELL_TILES)).toEqual(shellNames);
    // The first tile and one of the second row: same place, same size.
    const after = await Promise.all([0, 4].map((at) => tiles.nth(at).locator('img').boundingBox()));
    for (const [at, box] of after.entries())
      for (const side of ['x', 'y', 'width', 'height'] as const)
        expect(Math.abs((box?.[side] ?? -1) - (before[at]?.[side] ?? 1)), side).toBeLessThan(1);
  });

  // The shells that draw texts: what each draws (in the shell, then on the screen) by test id.
  const TEXT_SHELLS = [
    {
      path: '/m/moreLottery',
      what: 'the lottery list',
      screen: 'more-lottery',
      parts: [
        ['.wl-shell-card strong', '[data-testid^=lottery-game-] strong'],
        ['.wl-shell-group', '[data-testid^=lottery-group-] h2'],
        ['.wl-shell-link', '[data-testid=lottery-my-orders]'],
      ],
    },
    {
      path: '/m/mine',
      what: 'the member centre’s guest prompt',
      screen: 'member-centre',
      parts: [['h1, p, .wl-shell-pill', 'h1, [data-testid=mc-guest-prompt] :is(p, a)']],
    },
    {
      path: '/m/agent/home',
      what: 'the agent home’s hero',
      screen: 'agent-hero',
      viewer: 'agent1',
      // The balance is left out: the hero's own request may answer before the comparison.
      parts: [
        ['h1, small', 'h1, small'],
        ['.wl-shell-button', 'button'],
      ],
    },
  ] as const;

  for (const { path, what, screen, parts, ...shown } of TEXT_SHELLS)
    test(`draws ${what}, in the page’s texts, where ${path} then draws it`, async ({ page }) => {
      if ('viewer' in shown) {
        // One hour for both drawings: the agent's greeting is the device's hour's.
        await page.clock.setFixedTime(new Date('2026-12-07T20:30:00'));
        await logIn(page, shown.viewer);
      }
      const texts = await plannedTexts(page, path);
      const shell = await shellAlone(page, path, (url) => texts.some((text) => url.endsWith(text)));
      await expect(shell.locator(parts[0][0]).first()).toBeVisible();
      const before = [];
      for (const [inShell] of parts) {
        const found = shell.locator(inShell);
        before.push({ texts: await found.allTextContents(), boxes: await boxes(found) });
      }

      await page.unrouteAll();
      await page.goto(path);
      const drawn = page.getByTestId(screen);
      await expect(drawn.locator(parts[0][1]).first()).toBeVisible();
      await expect(page.locator(`#${SHELL_ID}`)).toHaveCount(0);
      for (const [at, [, onScreen]] of parts.entries()) {
        const found = drawn.locator(onScreen);
        expect(await found.allTextContents()).toEqual(before[at]!.texts);
        expectSameBoxes(await boxes(found), before[at]!.boxes);
      }
    });

  test('draws the brand bar only on pages that have a header', async ({ page }) => {
    const shell = await shellAlone(page, '/m/activity');
    await expect(shell.locator('.wl-shell-bar')).toBeVisible();
    await page.goto('/m/mine');
    await expect(shell).toBeAttached();
    await expect(shell.locator('.wl-shell-bar')).toBeHidden();
  });

  test('gives a guest on a members’ page the login screen’s logo and code, not that page’s', async ({
    page,
  }, testInfo) => {
    const tenant = loadTenant(testInfo.project.name);
    const shell = await shellAlone(page, '/m/voucherCenter');
    await expect(shell).toHaveClass('wl-shell-brand');
    await expect(shell.getByRole('img', { name: tenant.name, includeHidden: true })).toBeVisible();

    const { login, deposit } = await page.evaluate(() => {
      const plan = JSON.parse(document.getElementById('wl-landing')!.textContent!) as {
        files: string[];
        screens: { files: number[] }[];
        routes: Record<string, number>;
      };
      const filesOf = (path: string) =>
        plan.screens[plan.routes[path]!]!.files.map((at) => plan.files[at]!);
      return { login: filesOf('/m/login'), deposit: filesOf('/m/voucherCenter') };
    });
    const preloaded = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('link[rel=modulepreload]')].map((link) =>
          link.getAttribute('href')!,
        ),
      );
    expect(login.length).toBeGreaterThan(0);
    // The preloads go once the shell's logo has painted.
    await expect.poll(preloaded).toEqual(expect.arrayContaining(login));
    const depositOnly = deposit.filter((file) => !login.includes(file));
    expect(depositOnly.length).toBeGreaterThan(0);
    expect((await preloaded()).filter((file) => depositOnly.includes(file))).toEqual([]);
    await page.unrouteAll();
    await page.goto('/m/voucherCenter');
    await expect(page).toHaveURL(/\/m\/login\?redirect=/);
  });

  for (const path of [
    '/m/home',
    '/m/login',
    '/m/activity',
    '/m/gameList',
    '/m/moreLottery',
    '/m/mine',
  ])
    test(`gives way on ${path} only to a drawn screen, never to an empty page`, async ({
      page,
    }) => {
      // How much <main> shows (text, pictures) when the shell leaves: nothing would be a blank flash.
      await page.addInitScript(`
        new MutationObserver((_, observer) => {
          if (document.getElementById('${SHELL_ID}') || !document.querySelector('main')) return;
          const main = document.querySelector('main');
          window.__mainWhenShellLeft = main.textContent.trim().length + main.querySelectorAll('img').length;
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      `);
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      const left = await page.waitForFunction(() => {
        const seen = (window as { __mainWhenShellLeft?: number }).__mainWhenShellLeft;
        return seen === undefined ? false : String(seen);
      });
      expect(Number(await left.jsonValue())).toBeGreaterThan(0);
    });
});
