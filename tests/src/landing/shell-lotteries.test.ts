import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  lotteryGamesRequest,
  VENDOR_SORTING_PATH,
} from '../../../src/entities/games/api/game-paths';

import type { LandingPlan } from '../../../src/landing/landing-plan';
import { runShell } from '../../../src/landing/shell';
import { showLotteryList } from '../../../src/landing/shell-lotteries';
import { textsOf } from '../../../src/landing/shell-texts';
import { inlineTenant, removeInlinedTenant } from './inlined-tenant';

const SHELL = '<div id="app-shell"><div class="wl-shell-bar"></div></div>';
/** The texts as the build plans them: the very files (vitest imports a path as a module). */
const TEXTS: LandingPlan['texts'] = {
  en: { shell: path.resolve('src/locales/en/shell.json') },
  ar: { shell: path.resolve('src/locales/ar/shell.json') },
};
const TENANT = { merchantCode: 'M1', languages: { available: ['en', 'ar'] } };

const draw = (numero: string, result: string[], special?: string) => ({
  gameId: 0,
  numero,
  drawAt: 0,
  result,
  ...(special ? { tiers: { special: [special] } } : {}),
});
const game = (gameId: number, name: string, last = draw('0411', ['1', '2', '3'])) => ({
  gameId,
  name,
  groupId: 'FAST3D',
  current: { gameId, numero: '0412', closeInMs: 3_723_400 },
  last,
});
const GROUPS = [
  { groupId: 'FAST3D', groupName: 'Fast 3D', games: [game(2001, 'Platform 3D')] },
  {
    groupId: 'LOCAL',
    groupName: 'Local draws',
    games: [game(9001, 'Town draw', draw('0007', Array<string>(27).fill('9'), '54321'))],
  },
];
const vendor = (vassalage: string) => ({ vassalage, displayName: vassalage, gameType: 'ELOTT' });
const SORTING_ELOTT = { gameCategory: ['ELOTT'], vendorNames: { ELOTT: [vendor('TCG_LOTTO_VN')] } };

type Answer = { status: number; data: unknown } | null;
const games = (groups: unknown[]): Answer => ({ status: 200, data: { groups } });

/** The landing script's early requests of `/m/moreLottery`: the sorting and both prize modes. */
function earlyAnswers(sorting: Answer, lott: Answer, elott: Answer = games([])) {
  const request = (answer: Answer) => ({ headers: {}, response: Promise.resolve(answer) });
  Object.assign(window, {
    __wlEarly: {
      [`https://api.example${VENDOR_SORTING_PATH}`]: request(sorting),
      [`https://api.example${lotteryGamesRequest('LOTT')}`]: request(lott),
      [`https://api.example${lotteryGamesRequest('ELOTT')}`]: request(elott),
    },
  });
}

async function landOn(search = '', texts = TEXTS) {
  document.body.innerHTML = SHELL;
  window.history.replaceState(null, '', `/m/moreLottery${search}`);
  await showLotteryList(window, 'app-shell', texts);
}

const page = () => document.querySelector('#app-shell .wl-shell-lottery-page');
const all = (selector: string) =>
  [...document.querySelectorAll(`#app-shell ${selector}`)].map((found) => found.textContent);

beforeEach(() => {
  inlineTenant(TENANT);
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

afterEach(() => {
  Object.assign(window, { __wlEarly: undefined });
  removeInlinedTenant();
  document.body.innerHTML = '';
  localStorage.clear();
});

describe("the first-paint shell's lottery list (src/landing/shell-lotteries.ts)", () => {
  it('draws each group and game card in the page’s language, as GameCard does', async () => {
    earlyAnswers({ status: 200, data: { success: false } }, games(GROUPS));
    await landOn();
    expect(page()).not.toBeNull();
    expect(all('.wl-shell-link')).toEqual(['My lottery orders']);
    // A group or game the texts know is translated; another keeps the platform's name.
    expect(all('.wl-shell-group')).toEqual(['3D Fast', 'Local draws']);
    expect(all('.wl-shell-line strong')).toEqual(['3D 1 Minute', 'Town draw']);
    expect(all('.wl-shell-clock')).toEqual(['01:02:04', '01:02:04']);
    const first = document.querySelector('#app-shell .wl-shell-card')!;
    expect(
      [...first.querySelectorAll('span:not([class])')].map((line) => line.textContent),
    ).toEqual(['Issue 0412', 'Betting closes in', 'Last result (0411)']);
    const balls = [...document.querySelectorAll('#app-shell .wl-shell-balls')].map((row) =>
      [...row.children].map((ball) => ball.textContent).join(''),
    );
    // A Vietnamese draw shows its special prize, as DrawBalls does.
    expect(balls).toEqual(['123', '54321']);
  });

  it('shows the prize mode of the link, else the one the vendor sorting names', async () => {
    const elott = games([{ ...GROUPS[0]!, groupId: 'VIETNAM', groupName: 'Vietnam' }]);
    earlyAnswers(
      { status: 200, data: { success: true, value: SORTING_ELOTT } },
      games(GROUPS),
      elott,
    );
    await landOn();
    expect(all('.wl-shell-group')).toEqual(['Vietnam']);
    await landOn('?prizeMode=LOTT');
    expect(all('.wl-shell-group')).toEqual(['3D Fast', 'Local draws']);
    // Without the sorting the screen shows LOTT, and so does the shell.
    earlyAnswers(null, games(GROUPS), elott);
    await landOn();
    expect(all('.wl-shell-group')).toEqual(['3D Fast', 'Local draws']);
  });

  it('takes the reader’s stored language, its texts and direction, where the tenant offers it', async () => {
    localStorage.setItem('wl_lang', 'ar');
    earlyAnswers(null, games(GROUPS));
    await landOn();
    expect(all('.wl-shell-link')).toEqual(['طلبات اليانصيب الخاصة بي']);
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');

    // Another page, whose language is the tenant's default.
    document.documentElement.lang = 'en';
    localStorage.setItem('wl_lang', 'fr');
    await landOn();
    expect(all('.wl-shell-link')).toEqual(['My lottery orders']);
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('draws nothing when the games failed or are none, the texts are missing, or React came first', async () => {
    earlyAnswers(null, { status: 500, data: { errorCode: 'DOWN' } });
    await landOn();
    expect(page()).toBeNull();

    earlyAnswers(null, games([{ ...GROUPS[0]!, games: [] }]));
    await landOn();
    expect(page()).toBeNull();

    earlyAnswers(null, games(GROUPS));
    await landOn('', {});
    expect(page()).toBeNull();

    document.body.innerHTML = SHELL;
    const drawing = showLotteryList(window, 'app-shell', TEXTS);
    document.body.innerHTML = '';
    await drawing;
    expect(document.querySelector('.wl-shell-lottery-page')).toBeNull();
  });

  it('is the shell of the lottery page', async () => {
    earlyAnswers(null, games(GROUPS));
    document.body.innerHTML = SHELL;
    window.history.replaceState(null, '', '/m/moreLottery');
    runShell(window, { shells: { '/m/moreLottery': 'lotteries' }, texts: TEXTS });
    expect(document.getElementById('app-shell')!.className).toBe('wl-shell-lotteries');
    await expect.poll(page).not.toBeNull();
  });
});

describe('the shell’s texts (src/landing/shell-texts.ts)', () => {
  const text = textsOf({ a: { b: 'Issue {{numero}} of {{ total }}' }, c: 'plain' });

  it('reads dotted keys and fills each value, as i18next does', () => {
    expect(text('a.b', { numero: '7', total: '9' })).toBe('Issue 7 of 9');
    expect(text('c')).toBe('plain');
  });

  it('gives the default value for a key it does not have, else nothing', () => {
    expect(text('a.missing', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(text('a.missing')).toBeUndefined();
    expect(text('a')).toBeUndefined();
  });
});
