import { expect, test, type Page } from './support/test';

import { serverTexts } from '../../server/locales';
import { logIn, storedSession } from './support/login';
import { arrivalPopupDecision, closeArrivalPopup } from './support/popups';
import { loadTenant, translation } from './support/tenant';

const languageOf = (project: string) => loadTenant(project).languages.default;

const tabIds = (page: Page) =>
  page
    .locator('[data-testid^="home-category-"]:not([data-testid="home-category-content"])')
    .evaluateAll((tabs) =>
      tabs.map((tab) => tab.getAttribute('data-testid')!.replace('home-category-', '')),
    );

test.describe('home', () => {
  test('renders every block with the seeded data', async ({ page }, testInfo) => {
    const language = languageOf(testInfo.project.name);
    await page.goto('/m/home');
    await closeArrivalPopup(page);

    await expect(page.getByTestId('download-bar')).toBeVisible();
    await expect(page.locator('.home-banner-swiper .swiper-pagination-bullet')).toHaveCount(3);
    await expect(page.getByTestId('home-marquee')).not.toHaveText(
      translation(language, 'shell', 'home.noAnnouncement'),
    );
    await expect(page.getByTestId('jackpot-digits')).toHaveAttribute(
      'data-value',
      /^[\d,]+\.\d\d$/,
    );
    expect((await tabIds(page))[0]).toBe('HOT');
    await expect(page.getByTestId('home-category-content')).toHaveAttribute(
      'data-content',
      'hotGames',
    );
    await expect(page.getByTestId('game-tile').first()).toBeVisible();

    await page.getByTestId('hot-match-ticker').click();
    const matches = page.getByTestId('hot-match-list').locator('li');
    await expect(matches.first()).toBeVisible();
    await expect(matches.first().locator('time')).toHaveText(/^\d\d\/\d\d \d\d:\d\d$/);
    await expect(page.getByTestId('hot-match-bet').first()).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByTestId('home-winners-slot').scrollIntoViewIfNeeded();
    const amounts = page.getByTestId('winners').getByTestId('winner-amount');
    await expect(amounts.first()).toHaveText(/\d[.,]\d\d$/);
    await expect(page.getByTestId('winner-play').first()).toBeVisible();
  });

  test('switches categories, with ESPORTS after SPORTS and COCKFIGHT after RNG', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await closeArrivalPopup(page);
    await expect(page.getByTestId('home-category-RNG')).toBeVisible();
    const tabs = await tabIds(page);
    expect(tabs.indexOf('ESPORTS')).toBe(tabs.indexOf('SPORTS') + 1);
    expect(tabs.indexOf('COCKFIGHT')).toBe(tabs.indexOf('RNG') + 1);

    const content = page.getByTestId('home-category-content');
    await page.getByTestId('home-category-ESPORTS').click();
    await expect(page).toHaveURL(/category=ESPORTS/);
    await expect(content.getByTestId('vendor-tile')).toHaveCount(1);
    await expect(content.getByTestId('vendor-tile')).toHaveAttribute('data-vendor', 'TF');

    await page.getByTestId('home-category-COCKFIGHT').click();
    await expect(content.getByTestId('vendor-tile')).toHaveAttribute('data-vendor', 'DS88');

    await page.getByTestId('home-category-SPORTS').click();
    await expect(content).toHaveAttribute('data-category', 'SPORTS');
    const sportsVendors = await content
      .getByTestId('vendor-tile')
      .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-vendor')));
    expect(sportsVendors.length).toBeGreaterThan(0);
    expect(sportsVendors).not.toContain('TF');
    expect(sportsVendors).not.toContain('DS88');

    await page.getByTestId('home-category-RNG').click();
    await expect(content).toHaveAttribute('data-content', 'gameList');
    await expect(content.getByTestId('game-tile').first()).toBeVisible();
    await expect(page.getByTestId('home-more-games')).toHaveAttribute(
      'href',
      '/m/gameList?gameType=RNG',
    );

    await page.reload();
    await expect(page.getByTestId('home-category-RNG')).toHaveAttribute('aria-pressed', 'true');
  });

  test('a guest sees the guest popup once per list; logging in brings the member slot', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const texts = serverTexts(languageOf(testInfo.project.name)).demo;
    await page.goto('/m/home');
    const title = page.getByTestId('home-popup-title');
    await expect(title).toHaveText(texts.popupGuest[0]);
    await closeArrivalPopup(page);

    await page.reload();
    // The same list again: home decides against the popup (its marker), and none is drawn.
    expect(await arrivalPopupDecision(page)).toBe('closed');
    await expect(page.getByTestId('home-popup')).toHaveCount(0);

    await logIn(page, 'member0');
    // Slot A: the first-login popup (F) or the member popup (A) with its reward-centre action.
    const firstLogin = (await storedSession(page))?.firstTimeLogin === true;
    await expect(title).toHaveText(firstLogin ? texts.popupFirstLogin[0] : texts.popupMember[0]);
    await expect(page.getByTestId('home-popup-go')).toHaveCount(firstLogin ? 0 : 1);
    await closeArrivalPopup(page);
    await page.reload();
    expect(await arrivalPopupDecision(page)).toBe('closed');
    await expect(page.getByTestId('home-popup')).toHaveCount(0);
  });
});
