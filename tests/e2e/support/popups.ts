import { expect, type Page } from '@playwright/test';

/**
 * Home's decision about the arrival popup (spec §4: 500 ms after the announcements arrive, once per
 * list), read from its hidden marker once made: `none`, `open` or `closed`. Waits for the state,
 * never for time.
 */
export async function arrivalPopupDecision(page: Page): Promise<string> {
  const decided = page.locator(
    '[data-testid="popup-check"]:is([data-state="none"], [data-state="open"], [data-state="closed"])',
  );
  await decided.waitFor({ state: 'attached' });
  return (await decided.getAttribute('data-state')) ?? '';
}

/** Closes the popup announcement home shows on arrival, which the test knows will come. */
export async function closeArrivalPopup(page: Page) {
  const popup = page.getByTestId('home-popup');
  await expect(popup).toBeVisible();
  await page.getByTestId('home-popup-close').click();
  await expect(popup).toHaveCount(0);
}
