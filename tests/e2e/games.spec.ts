import { expect, test, type APIRequestContext, type Page } from './support/test';

import type { GameListPage } from '../../contract/games';
import { API_ORIGIN } from './support/accounts';
import { storedSession } from './support/login';
import { loadTenant, translation } from './support/tenant';

/** GET a /wps call of the reference server as the site would, for the tenant (and session). */
async function wps<T>(request: APIRequestContext, merchant: string, path: string, token?: string) {
  const response = await request.get(`${API_ORIGIN}${path}`, {
    headers: { Merchant: merchant, ...(token ? { Authorization: token } : {}) },
  });
  const body = (await response.json()) as { success: boolean; value: T };
  expect(body.success, path).toBe(true);
  return body.value;
}

/** Free play: a fresh trial account with its own play money, so no other test shares it. */
async function freePlay(page: Page) {
  await page.goto('/m/login');
  await page.getByTestId('login-freeplay').click();
  await expect(page).toHaveURL(/\/m\/home/);
  await expect.poll(async () => (await storedSession(page))?.token).toBeTruthy();
  const session = (await storedSession(page))!;
  return { token: session.token as string, merchant: session.merchantCode as string };
}

const tileNames = (page: Page) =>
  page
    .getByTestId('game-tile')
    .evaluateAll((tiles) =>
      tiles.map((tile) => tile.querySelector('button')?.getAttribute('aria-label') ?? ''),
    );

/** The amount in the header as cents (formats differ per language: keep the digits). */
const headerCents = async (page: Page) =>
  Number((await page.getByTestId('header-balance').innerText()).replace(/\D/g, ''));

test.describe('games', () => {
  test('search finds a game by name, Enter searching from page 1', async ({
    page,
    request,
  }, testInfo) => {
    const tenant = loadTenant(testInfo.project.name);
    const later = await wps<GameListPage>(
      request,
      tenant.merchantCode,
      '/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=ALL&pageNo=3&pageSize=26',
    );
    const wanted = later.games[4]!.gameName;
    await page.goto('/m/gameList?gameType=RNG');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await page.getByTestId('game-search').fill(wanted);
    await page.getByTestId('game-search').press('Enter');
    await expect(page.getByRole('button', { name: wanted, exact: true }).first()).toBeVisible();
    for (const name of await tileNames(page))
      expect(name.toLowerCase()).toContain(wanted.toLowerCase());
  });

  test('the filter narrows the slots to one game type and minimum bet', async ({
    page,
    request,
  }, testInfo) => {
    const tenant = loadTenant(testInfo.project.name);
    const expected = await wps<{ totalCount: number; totalPages: number }>(
      request,
      tenant.merchantCode,
      '/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=MEGAWAYS&minBet=0.05&pageNo=1&pageSize=26',
    );
    await page.goto('/m/gameList?gameType=RNG');
    await page.getByTestId('open-filter').click();
    await page.getByTestId('filter-classify-MEGAWAYS').click();
    await page.getByTestId('filter-minbet-0.05').click();
    await page.getByTestId('filter-submit').click();
    await expect(page.getByTestId('filter-drawer')).toBeHidden();
    await scrollToEnd(page, expected.totalPages);
    const names = await tileNames(page);
    expect(names).toHaveLength(expected.totalCount);
    for (const name of names) expect(name).toMatch(/Megaways/);
  });

  test('endless scrolling loads every page up to the last one', async ({
    page,
    request,
  }, testInfo) => {
    const tenant = loadTenant(testInfo.project.name);
    const first = await wps<{ totalCount: number; totalPages: number }>(
      request,
      tenant.merchantCode,
      '/wps/relay/GCSGAME_gameList?gameType=LIVE&gameClassify=ALL&pageNo=1&pageSize=26',
    );
    expect(first.totalPages).toBeGreaterThan(2);
    const pages: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('GCSGAME_gameList'))
        pages.push(new URL(req.url()).searchParams.get('pageNo')!);
    });
    test.setTimeout(90_000);
    await page.goto('/m/gameList?gameType=LIVE');
    await scrollToEnd(page, first.totalPages);
    await expect(page.getByTestId('game-tile')).toHaveCount(first.totalCount);
    const language = tenant.languages.default;
    await expect(page.getByText(translation(language, 'shell', 'games.noMore'))).toBeVisible();
    expect([...new Set(pages)].map(Number)).toEqual(
      Array.from({ length: first.totalPages }, (_, i) => i + 1),
    );
  });

  test('a guest who taps a game or a heart goes to the login screen', async ({ page }) => {
    await page.goto('/m/gameList?gameType=RNG');
    await page.getByTestId('game-tile').first().getByRole('button').first().click();
    await expect(page).toHaveURL(/\/m\/login/);
    await page.goto('/m/gameList?gameType=FISH');
    await page.getByTestId('favourite-toggle').first().click();
    await expect(page).toHaveURL(/\/m\/login/);
  });

  test('a member adds a favourite and removes it in the favourites view', async ({
    page,
    request,
  }) => {
    const { token, merchant } = await freePlay(page);
    await page.goto('/m/gameList?gameType=FISH');
    const tile = page.getByTestId('game-tile').nth(1);
    const nodeId = (await tile.getAttribute('data-node-id'))!;
    const heart = tile.getByTestId('favourite-toggle');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() => wps<string[]>(request, merchant, '/wps/relay/MCSFE_getFavoriteGames', token))
      .toEqual([nodeId]);

    await page.getByTestId('list-tab-fav').click();
    const favourite = page.locator(`[data-testid="game-tile"][data-node-id="${nodeId}"]`);
    await expect(favourite).toBeVisible();
    await expect(page.getByTestId('game-tile')).toHaveCount(1);
    await favourite.getByTestId('favourite-toggle').click();
    await expect(page.getByTestId('game-tile')).toHaveCount(0);
    await expect
      .poll(() => wps<string[]>(request, merchant, '/wps/relay/MCSFE_getFavoriteGames', token))
      .toEqual([]);
  });

  test('a member opens a game, a bet in it changes the header balance and lands in the bet history', async ({
    page,
    request,
  }) => {
    const { token, merchant } = await freePlay(page);
    await page.goto('/m/gameList?gameType=RNG');
    const tile = page.getByTestId('game-tile').first();
    const name = (await tile.getByRole('button').first().getAttribute('aria-label'))!;
    await expect.poll(() => headerCents(page)).toBeGreaterThan(0);
    const before = await headerCents(page);
    await tile.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/m\/launchGame\?.*gameId=/);
    const game = page.frameLocator('[data-testid="game-frame"]');
    await expect(page.getByTestId('game-frame')).toHaveAttribute(
      'src',
      /\/demo-games\/slot\.html\?ticket=/,
    );
    await expect(game.locator('#balance')).not.toHaveText('–');
    // A round may pay back exactly its bet: play until the balance moved.
    const frameCents = async () =>
      Number((await game.locator('#balance').innerText()).replace(/\D/g, ''));
    for (let round = 0; round < 5 && (await frameCents()) === before; round++) {
      await game.locator('#play').click();
      await expect(game.locator('#play')).toBeEnabled();
      await expect(game.locator('#result')).not.toBeEmpty();
    }
    expect(await frameCents()).not.toBe(before);

    await page.goBack();
    await expect(page).toHaveURL(/\/m\/gameList/);
    const wallet = await wps<{ sumBalance: number }>(
      request,
      merchant,
      '/wps/wallets/balance',
      token,
    );
    const after = Math.round(wallet.sumBalance * 100);
    await expect.poll(() => headerCents(page)).toBe(after);
    expect(after).not.toBe(before);

    const history = await wps<{
      content: { gameName: string; betAmount: number; winAmount: number }[];
    }>(request, merchant, '/wps/report/accountGameBetHistory?pageNo=1&pageSize=10', token);
    expect(history.content.length).toBeGreaterThan(0);
    for (const row of history.content) expect(row).toMatchObject({ gameName: name });
    const net = history.content.reduce((sum, row) => sum + row.winAmount - row.betAmount, 0);
    expect(Math.round(before + net * 100)).toBe(after);
  });
});

/**
 * Scrolls down until the list says there is no more to load. Each round waits for the next page
 * (more tiles) rather than a fixed time, scrolling again while it waits: loads are throttled to one
 * a second and take longer on a busy machine. "No more" counts only once no page is loading: while
 * the first page loads the list has no next page yet either.
 */
async function scrollToEnd(page: Page, maxPages: number) {
  const list = page.getByTestId('game-list');
  const tiles = page.getByTestId('game-tile');
  const atEnd = async () =>
    (await list.getAttribute('data-loading')) === 'false' &&
    (await list.getAttribute('data-has-more')) === 'false';
  await expect(list).toHaveAttribute('data-loading', 'false');
  for (let round = 0; round < maxPages; round++) {
    if (await atEnd()) break;
    const before = await tiles.count();
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return (await atEnd()) || (await tiles.count()) > before;
        },
        { timeout: 20_000, intervals: [500, 1000] },
      )
      .toBe(true);
  }
  await expect(list).toHaveAttribute('data-has-more', 'false');
  await expect(list).toHaveAttribute('data-loading', 'false');
}
