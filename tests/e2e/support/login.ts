import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234';

/** Logs in through the real login screen and waits for the session to land on home. */
export async function logIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/m/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/m\/home/);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null')?.userName))
    .toBe(username);
}
