import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234';

/** Account calls hash passwords with scrypt (N=2^17): seconds each when the machine is busy. */
export const SLOW_SERVER_MS = 20_000;

/** The session the site stored (`MC_SESSION_INFO`), null when logged out. */
export const storedSession = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null') as Record<
        string,
        unknown
      > | null,
  );

export const sessionUser = async (page: Page) =>
  (await storedSession(page))?.userName as string | undefined;

/** Waits for home and for the stored session of `username` (or of a name matching the pattern). */
export async function expectLoggedInHome(page: Page, username: string | RegExp) {
  await expect(page).toHaveURL(/\/m\/home/, { timeout: SLOW_SERVER_MS });
  const user = expect.poll(() => sessionUser(page));
  await (typeof username === 'string' ? user.toBe(username) : user.toMatch(username));
}

/** The login call's answer the site keeps (`POST /wps/session/login`, value). */
export interface LoginValue {
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin?: boolean;
}

/**
 * Stores a logged-in session the way the site does (`MC_SESSION_INFO`), before any page of `page`
 * loads: for tests whose subject is not the login itself.
 */
export async function storeSessionBeforeLoad(
  page: Page,
  merchantCode: string,
  { token, userName, customerType, firstTimeLogin }: LoginValue,
): Promise<void> {
  const session = {
    token,
    merchantCode,
    userName,
    type: customerType,
    firstTimeLogin: firstTimeLogin === true,
  };
  await page.addInitScript(
    (stored) => localStorage.setItem('MC_SESSION_INFO', stored),
    JSON.stringify(session),
  );
}

/** Types the credentials into the open login screen's username form. */
export async function fillLogin(page: Page, username: string, password: string) {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
}

/** Logs in through the real login screen and waits for the session to land on home. */
export async function logIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/m/login');
  await fillLogin(page, username, password);
  await page.getByTestId('login-submit').click();
  await expectLoggedInHome(page, username);
}
