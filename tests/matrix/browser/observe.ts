import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

import type { SurfaceValues } from '../../../cli/lib/matrix/surfaces';
import { chromeToken, PROBES } from '../oracle';
import { closeArrivalPopup, crashOf, open, settle, takeToasts } from './settle';

const en = (namespace: string) =>
  JSON.parse(readFileSync(`src/locales/en/${namespace}.json`, 'utf8')) as Record<string, unknown>;
const FREE_REJECT = en('common').free_reject as string;
const LABELS = (en('shell').labels ?? {}) as Record<string, string>;
const UNAVAILABLE = (en('shell').messages as Record<string, string>).feature_unavailable ?? '';

const testIds = (page: Page, prefix: string, within = 'body') =>
  page
    .locator(`${within} [data-testid^="${prefix}"]`)
    .evaluateAll(
      (nodes, cut) => nodes.map((node) => (node.getAttribute('data-testid') ?? '').slice(cut)),
      prefix.length,
    );
const present = async (page: Page, testId: string) => (await page.getByTestId(testId).count()) > 0;

/** On the open /m/home: header account area, side menu and header pop-up menu. */
export async function observeHomeChrome(page: Page): Promise<SurfaceValues> {
  await expect(page.getByTestId('app-header')).toBeVisible();
  await closeArrivalPopup(page);
  const header = page.getByTestId('app-header');
  const register = await header.getByRole('link', { name: LABELS.register, exact: true }).count();
  const balance = await present(page, 'header-balance');
  const headerTokens = [...(balance ? ['balance'] : []), ...(register ? ['register'] : [])];

  await page.getByTestId('header-side-menu').click();
  const menu = page.getByTestId('side-menu');
  await expect(menu).toBeVisible();
  const signOut = await menu.getByRole('button', { name: LABELS.signOut, exact: true }).count();
  const sideMenu = [
    ...(await testIds(page, 'side-', '[data-testid="side-menu"]')).filter((id) => id !== 'menu'),
    ...(signOut ? ['signOut'] : []),
  ];
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  let headerMenu: string[] = [];
  if (balance) {
    await page.getByTestId('header-balance').click();
    await expect(page.locator('[data-testid^="header-menu-"]').first()).toBeVisible();
    headerMenu = await testIds(page, 'header-menu-');
    await page.keyboard.press('Escape');
  }
  return { header: headerTokens, sideMenu, headerMenu };
}

/** Which deposit form /m/voucherCenter drew once the server's channels arrived. */
async function observeDepositTemplate(page: Page): Promise<string[]> {
  const form = page.locator(
    '[data-testid="deposit-form-modern"], [data-testid="deposit-form-classic"]',
  );
  await expect(form.first()).toBeVisible({ timeout: 15_000 });
  return [(await present(page, 'deposit-form-modern')) ? 'new (tabs and cards)' : 'classic (form)'];
}

async function observeMemberCentre(page: Page): Promise<SurfaceValues> {
  const memberCentre = await testIds(page, 'mc-entry-');
  const memberCentreTemplate = (await present(page, 'mc-entries-card'))
    ? ['new (card)']
    : (await present(page, 'mc-entries-list'))
      ? ['classic (list)']
      : [];
  let memberCentreHeader: string[] = [];
  if (await present(page, 'mc-guest-prompt')) memberCentreHeader = ['login-or-register prompt'];
  else if (await present(page, 'mc-profile')) {
    const before = await page.evaluate(() => history.length);
    await page.getByTestId('mc-profile').click();
    await settle(page);
    const moved = (await page.evaluate(() => history.length)) !== before;
    memberCentreHeader = [`tap → ${moved ? new URL(page.url()).pathname : '(nothing)'}`];
  }
  return { memberCentre, memberCentreTemplate, memberCentreHeader };
}

/** Agent home once it is shown: its navigation grid and its own footer, by entry id. */
async function observeAgentHome(page: Page): Promise<SurfaceValues> {
  await expect(page.getByTestId('agent-nav')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('agent-footer')).toBeVisible();
  return {
    agentNav: await testIds(page, 'agent-nav-'),
    agentFooter: await testIds(page, 'agent-footer-'),
  };
}

/**
 * The probe pages the browser opens (one of each access rule, and the flag- and setting-gated
 * ones most likely to differ between builds); the fast level opens every probe for every row.
 */
export const BROWSER_PROBES = [
  '/m/home',
  '/m/mine',
  '/m/set',
  '/m/voucherCenter',
  '/m/message',
  '/m/rewardCenter',
  '/m/upLine/transfer',
  '/m/agent/home',
  '/m/member/agent/agentDivident',
];
const probePath = (token: string) => token.split(/[ :]/)[0] ?? '';
/** Keeps the access and chrome tokens of the pages the browser opens. */
export const onlyBrowserProbes = (tokens: readonly string[] | undefined) =>
  tokens?.filter((token) => BROWSER_PROBES.includes(probePath(token)));

/**
 * Opens each browser probe: landing, toast, header and footer; the member centre on /m/mine. The
 * probe of `shown`, the page already open, is read without loading it again (its toasts are those
 * since it loaded).
 */
export async function observeRoutes(
  page: Page,
  base: string,
  screenshot: string,
  shown: string,
): Promise<SurfaceValues> {
  const access: string[] = [];
  const chrome: string[] = [];
  let memberCentre: SurfaceValues = {};
  let depositTemplate: string[] | undefined;
  let agentHome: SurfaceValues = {};
  for (const probe of PROBES.filter(({ path }) => BROWSER_PROBES.includes(path))) {
    if (probe.path === shown) await settle(page);
    else {
      await takeToasts(page);
      await open(page, base, probe.path);
    }
    const crash = await crashOf(page);
    const landed = crash
      ? `${new URL(page.url()).pathname} CRASHED (${crash})`
      : new URL(page.url()).pathname;
    const toasts = await takeToasts(page);
    const rejected = toasts.some((text) => text.includes(FREE_REJECT));
    const unavailable = toasts.some((text) => text.includes(UNAVAILABLE));
    access.push(
      `${probe.path} → ${landed}${rejected ? ' + free_reject' : ''}${unavailable ? ' + unavailable' : ''}`,
    );
    chrome.push(
      chromeToken(probe.path, await present(page, 'app-header'), await present(page, 'app-footer')),
    );
    if (probe.path === '/m/mine') {
      await page.screenshot({ path: screenshot, fullPage: true });
      if (landed === '/m/mine') memberCentre = await observeMemberCentre(page);
    }
    if (probe.path === '/m/voucherCenter' && landed === '/m/voucherCenter')
      depositTemplate = await observeDepositTemplate(page);
    if (probe.path === '/m/agent/home' && landed === '/m/agent/home')
      agentHome = await observeAgentHome(page);
  }
  return {
    access,
    chrome,
    ...memberCentre,
    ...agentHome,
    ...(depositTemplate ? { depositTemplate } : {}),
  };
}

/** Guests: login methods and social buttons, registration tabs and first form. */
export async function observeAuthScreens(
  page: Page,
  base: string,
  guest: boolean,
): Promise<SurfaceValues> {
  if (!guest) return {};
  await open(page, base, '/m/login');
  const crash = await crashOf(page);
  if (crash) return { loginOptions: [`CRASHED (${crash})`], registerTabs: ['(not reached)'] };
  await expect(page.getByTestId('login-screen')).toBeVisible();
  const tabs = [];
  for (const id of ['username', 'sms']) if (await present(page, `login-tab-${id}`)) tabs.push(id);
  const single = await page.locator('form[data-method]').first().getAttribute('data-method');
  const social = [];
  for (const id of ['facebook', 'google'])
    if (await present(page, `login-social-${id}`)) social.push(id);

  await open(page, base, '/m/register');
  await expect(
    page.locator('[data-testid="register-username-form"], [data-testid="register-mobile-form"]'),
  ).toBeVisible();
  const bothTabs =
    (await present(page, 'register-tab-username')) && (await present(page, 'register-tab-mobile'));
  const form = (await present(page, 'register-mobile-form'))
    ? 'mobile'
    : (await present(page, 'register-username-form'))
      ? 'username'
      : 'none';
  return {
    loginOptions: [...(tabs.length ? tabs : single ? [single] : []), ...social],
    registerTabs: [bothTabs ? 'tabs: username, mobile' : 'no tabs', `form: ${form}`],
  };
}
