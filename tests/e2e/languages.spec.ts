import type { Page } from './support/test';
import { expect, test } from './support/test';

import { RTL_LANGUAGES } from '../../schema/constants';
import { englishTextsAbsentIn } from './support/english-texts';
import { E2E_PORT, E2E_TENANTS } from './support/env';
import { apiLogin } from './support/agents';
import { storeSessionBeforeLoad } from './support/login';
import { loadTenant } from './support/tenant';

/** The screens a player meets first, each with what shows it has rendered. */
const GUEST_SCREENS = [
  ['/m/home', 'home-screen'],
  ['/m/login', 'login-submit'],
  ['/m/register', 'register-submit'],
] as const;
const AGENT_SCREENS = [
  ['/m/mine', 'member-centre'],
  ['/m/voucherCenter', 'deposit-submit'],
  ['/m/gameList?gameType=RNG', 'game-list'],
  ['/m/moreLottery', 'more-lottery'],
  ['/m/agent/home', 'agent-hero'],
] as const;

// The narrowest phone the site supports: nothing may overflow sideways in any script.
test.use({ viewport: { width: 360, height: 780 } });

/** Visible text nodes of the page, trimmed. */
const visibleTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (text && parent && parent.checkVisibility({ visibilityProperty: true })) texts.push(text);
    }
    return texts;
  });

async function expectScreenIn(
  page: Page,
  site: string,
  language: string,
  [path, rendered]: readonly [string, string],
  english: Set<string>,
) {
  // A full load per screen: faking history navigation races React Router's own redirects.
  await page.goto(`${site}${path}`);
  await expect(page.getByTestId(rendered).first()).toBeVisible();
  // Spinners (the toast host is a live status region too, always there).
  await expect(page.locator('[role="status"]:not([aria-live])')).toHaveCount(0);
  await expect
    .poll(async () => (await visibleTexts(page)).filter((text) => english.has(text)), {
      message: `English left on ${path} in ${language}`,
    })
    .toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${path} overflows sideways in ${language}`).toBeLessThanOrEqual(0);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute(
    'dir',
    RTL_LANGUAGES.includes(language as never) ? 'rtl' : 'ltr',
  );
}

/**
 * Two tests per language of each demo tenant (English is the source), a guest's screens and an
 * agent's: every screen shows no English text that the language says otherwise, fits 360 px, and
 * reads right to left in RTL languages. Tenants are addressed by their own host, so the spec runs in
 * one project (journeys.ts).
 */
for (const code of E2E_TENANTS) {
  const tenant = loadTenant(code);
  const site = `http://${code}.localhost:${E2E_PORT}`;
  for (const language of tenant.languages.available.filter((language) => language !== 'en')) {
    const english = new Set(englishTextsAbsentIn(language));

    test(`${code} in ${language}, as a guest: home, login, registration`, async ({ page }) => {
      await page.addInitScript((chosen) => localStorage.setItem('wl_lang', chosen), language);
      for (const screen of GUEST_SCREENS)
        await expectScreenIn(page, site, language, screen, english);
    });

    test(`${code} in ${language}, as an agent: member centre, deposit, games, lottery, agent home`, async ({
      page,
    }) => {
      await page.addInitScript((chosen) => localStorage.setItem('wl_lang', chosen), language);
      // The login screen is the guest test's; this one starts logged in.
      const session = await apiLogin(page.request, tenant, 'agent1');
      await storeSessionBeforeLoad(page, tenant.merchantCode, session);
      for (const screen of AGENT_SCREENS)
        await expectScreenIn(page, site, language, screen, english);
    });
  }
}
