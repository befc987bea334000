import { afterEach, describe, expect, it } from 'vitest';

import type { EarlyAnswer } from '../../../src/landing/early-answer';
import type { LandingPlan } from '../../../src/landing/landing-plan';
import { runShell } from '../../../src/landing/shell';

const SHELL =
  '<div id="app-shell"><div class="wl-shell-bar"></div><div class="wl-shell-banner"></div></div>';

const banner = (type: string, groupName: string, url: string) => ({
  type,
  groupName,
  url,
  title: 'Welcome bonus',
});
const answer = (list: object[]): EarlyAnswer => ({ success: true, value: { list } });

const PROMOTIONS = '/wps/relay/PROMOFE_getPromotionList';
const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CH&platform=M';
const PLAN: Partial<LandingPlan> = {
  shells: { '/m/login': 'brand', '/m/mine': 'bare', '/m/activity': 'promotions' },
  guestRedirects: { '/m/voucherCenter': '/m/login', '/m/agent/home': '/m/home' },
  routes: { '/m/activity': 0, '/m/home': 1 },
  screens: [
    { files: [], texts: [], requests: [PROMOTIONS] },
    { files: [], texts: [], requests: [ANNOUNCEMENTS] },
  ],
};

/** The landing script's early request to `path` (src/lib/early-requests.ts), answering `data`. */
const earlyRequest = (path: string, data: unknown) => {
  const response = Promise.resolve({ status: 200, data });
  Object.assign(window, {
    __wlEarly: { [`https://api.example${path}`]: { headers: {}, response } },
  });
  return response;
};

/** Once the shell has drawn what the answers already in call for: they settle within a task. */
const drawn = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The shell on a page at `path`, with home's early announcements request answering `early`. */
async function landOn(path: string, early?: EarlyAnswer) {
  document.body.innerHTML = SHELL;
  window.history.replaceState(null, '', path);
  const response = early === undefined ? undefined : earlyRequest(ANNOUNCEMENTS, early);
  runShell(window, PLAN);
  await response;
  await drawn();
}

const slot = () => document.querySelector('.wl-shell-banner');

const signIn = () =>
  localStorage.setItem('MC_SESSION_INFO', JSON.stringify({ token: 'T1', merchantCode: 'M1' }));

afterEach(() => {
  Object.assign(window, { __wlEarly: undefined });
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('the first-paint shell script (src/landing/shell.ts)', () => {
  const shellClass = () => document.getElementById('app-shell')?.className;

  it('keeps only the bar on pages with a header', async () => {
    signIn();
    await landOn('/m/voucherCenter');
    expect(shellClass()).toBe('wl-shell-page');
  });

  it("draws the page a guest is sent to from a members' page: login's logo, or home", async () => {
    await landOn('/m/voucherCenter');
    expect(shellClass()).toBe('wl-shell-brand');
    await landOn('/m/agent/home', answer([banner('B', 'm_recommend', '/first.png')]));
    expect(shellClass()).toBe('');
    expect(slot()?.querySelector('img')?.getAttribute('src')).toBe('/first.png');
  });

  it("draws the account screens' logo page, and nothing where a page has no header", async () => {
    await landOn('/m/login/');
    expect(shellClass()).toBe('wl-shell-brand');
    await landOn('/m/mine');
    expect(shellClass()).toBe('wl-shell-bare');
  });

  it('keeps the bar when the page has no landing plan', () => {
    document.body.innerHTML = SHELL;
    window.history.replaceState(null, '', '/m/login');
    runShell(window);
    expect(shellClass()).toBe('wl-shell-page');
  });

  it("shows home's first recommended banner as soon as the early answer arrives", async () => {
    const list = [
      banner('A', 'm_recommend', '/a.png'),
      banner('B', 'other', '/other.png'),
      banner('B', 'm_recommend', '/first.png'),
      banner('B', 'm_recommend', '/second.png'),
    ];
    await landOn('/m/home', answer(list));
    const picture = slot()?.querySelector('img');
    expect(picture?.getAttribute('src')).toBe('/first.png');
    expect(picture).toMatchObject({ alt: 'Welcome bonus', width: 750, height: 300 });
    expect(document.getElementById('app-shell')?.className).toBe('');
  });

  it('leaves a banner the server already put in the slot', async () => {
    document.body.innerHTML = SHELL;
    slot()?.insertAdjacentHTML('beforeend', '<img src="/server.png">');
    const html = document.body.innerHTML;
    const response = earlyRequest(ANNOUNCEMENTS, answer([banner('B', 'm_recommend', '/a.png')]));
    window.history.replaceState(null, '', '/m/home');
    runShell(window, PLAN);
    await response;
    await drawn();
    expect(document.body.innerHTML).toBe(html);
  });

  it('adds nothing when the app removed the shell first, or when there is no banner', async () => {
    document.body.innerHTML = SHELL;
    const response = earlyRequest(ANNOUNCEMENTS, answer([banner('B', 'm_recommend', '/a.png')]));
    window.history.replaceState(null, '', '/m/home');
    runShell(window, PLAN);
    document.getElementById('app-shell')?.remove();
    await response;
    await drawn();
    expect(document.querySelector('img')).toBeNull();

    await landOn('/m/home', answer([banner('B', 'other', '/other.png')]));
    expect(slot()?.childElementCount).toBe(0);
    await landOn('/m/home', { success: false });
    expect(slot()?.childElementCount).toBe(0);
  });

  describe('on /m/activity', () => {
    const promotions = (...bannerUrls: string[]) =>
      answer(bannerUrls.map((bannerUrl, id) => ({ id, bannerUrl })));

    async function landOnActivity(data: unknown) {
      document.body.innerHTML = SHELL;
      window.history.replaceState(null, '', '/m/activity');
      const response = earlyRequest(PROMOTIONS, data);
      runShell(window, PLAN);
      await response;
      await drawn();
    }

    it("draws the bar and the lead promotion's picture from the page's early request", async () => {
      await landOnActivity(promotions('/lead.svg', '/second.svg'));
      expect(shellClass()).toBe('wl-shell-promotions');
      const picture = slot()?.querySelector('img');
      expect(picture?.getAttribute('src')).toBe('/lead.svg');
      expect(picture).toMatchObject({ alt: '', width: 750, height: 300 });
    });

    it('draws no picture when the lead promotion has none, or the request failed', async () => {
      await landOnActivity(promotions('', '/second.svg'));
      expect(slot()?.childElementCount).toBe(0);
      await landOnActivity({ success: false, errorCode: 'x' });
      expect(slot()?.childElementCount).toBe(0);
    });
  });
});
