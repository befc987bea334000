import type { Page } from '@playwright/test';

import { arrivalPopupDecision } from '../../e2e/support/popups';

/** Records every toast text shown (the toast host is an aria-live status region). */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __matrixToasts: string[] }).__matrixToasts = seen;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"]')) {
        const text = region.textContent?.trim();
        if (text && seen[seen.length - 1] !== text) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Toast texts since the last call. */
export const takeToasts = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __matrixToasts: string[] }).__matrixToasts.splice(0));

/** Waits until the location, the page's elements and the chrome have not changed for 100 ms. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const state = window as unknown as { __matrixKey?: string; __matrixSince?: number };
      // React Router's error page: the page crashed, which the caller reports.
      if (
        document.querySelector('main') === null &&
        document.body.textContent?.includes('Unexpected Application Error')
      )
        return true;
      const pageElement = document.querySelector('main > div');
      const key = `${location.pathname}|${document.querySelectorAll('main *').length}|${document.querySelectorAll('header, nav').length}`;
      const now = performance.now();
      if (state.__matrixKey !== key) {
        state.__matrixKey = key;
        state.__matrixSince = now;
        return false;
      }
      return (pageElement?.childElementCount ?? 0) > 0 && now - (state.__matrixSince ?? now) > 100;
    },
    undefined,
    { polling: 50, timeout: 15_000 },
  );
}

/**
 * Opens a page with a full load, as a player following a link from outside does. (Client-side
 * navigation by faking popstate crashed React Router right after its own redirects.)
 */
export async function open(page: Page, base: string, path: string): Promise<void> {
  await page.goto(`${base}${path}`);
  await settle(page);
}

/** The crash message when the page shows React Router's error screen, else null. */
export const crashOf = (page: Page): Promise<string | null> =>
  page.evaluate(() =>
    document.querySelector('main') === null &&
    document.body.textContent?.includes('Unexpected Application Error')
      ? (document.querySelector('h3')?.textContent ?? 'crash')
      : null,
  );

/**
 * Home shows a popup announcement 500 ms after it mounts (spec §4) whenever the visitor has not seen
 * the list yet; its mask would swallow the clicks that open the menus. Closes it when it comes, and
 * again if a list with other popups replaces it (a new list shows again, spec §4). A popup that stays
 * on screen after its Close fails with what the page shows.
 */
export async function closeArrivalPopup(page: Page): Promise<void> {
  if ((await arrivalPopupDecision(page)) !== 'open') return;
  const popup = page.getByTestId('home-popup');
  for (let shown = 0; shown < 3 && (await popup.count()) > 0; shown++) {
    const title = await page.getByTestId('home-popup-title').textContent();
    await page.getByTestId('home-popup-close').click();
    const gone = page.locator(
      `[data-testid="home-popup-title"]:text-is(${JSON.stringify(title ?? '')})`,
    );
    await gone.waitFor({ state: 'detached', timeout: 20_000 }).catch(async () => {
      throw new Error(
        `the arrival popup "${title}" stayed open after Close: ${await popupState(page)}`,
      );
    });
  }
  await popup.waitFor({ state: 'detached' });
}

/** What the page shows around the popup, for a failure message. */
const popupState = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const home = document.querySelector('[data-testid="home-screen"]');
    return JSON.stringify({
      closing: document.querySelector('[data-testid="home-popup"]')?.getAttribute('data-closing'),
      popups: document.querySelectorAll('[data-testid="home-popup"]').length,
      decision: document.querySelector('[data-testid="popup-check"]')?.getAttribute('data-state'),
      homeShown: home ? getComputedStyle(home).display !== 'none' : false,
      dialogs: document.querySelectorAll('[role="dialog"]').length,
      url: location.pathname,
      slots: [localStorage.getItem('popupSlotA'), localStorage.getItem('popupSlotB')],
    });
  });
