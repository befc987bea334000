import { expect, type Page } from '@playwright/test';

/** Closes the popup announcement home shows on arrival (spec §4: 500 ms after mount, once per list). */
export async function closeArrivalPopup(page: Page) {
  const popup = page.getByTestId('home-popup');
  await expect(popup).toBeVisible();
  await page.getByTestId('home-popup-close').click();
  await expect(popup).toHaveCount(0);
}
