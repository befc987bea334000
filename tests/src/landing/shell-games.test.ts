import { afterEach, describe, expect, it } from 'vitest';

import { GAME_LIST_PATH, VENDOR_SORTING_PATH } from '../../../src/entities/games/api/game-paths';
import type { LandingPlan } from '../../../src/landing/landing-plan';
import { runShell } from '../../../src/landing/shell';
import { SHELL_TILES } from '../../../src/landing/shell-games';

const SHELL = '<div id="app-shell"><div class="wl-shell-bar"></div></div>';
const PLAN: Partial<LandingPlan> = { shells: { '/m/gameList': 'games' } };

const game = (at: number) => ({
  nodeId: `g${at}`,
  gameName: `Game <${at}>`,
  iconUrl: at === 1 ? '' : `/game-icons/g${at}.svg`,
});
const vendor = (vassalage: string) => ({ vassalage, displayName: vassalage, gameType: 'RNG' });
const SORTING = {
  gameCategory: ['RNG', 'LIVE'],
  vendorNames: { RNG: [vendor('PG'), vendor('JDB')], LIVE: [] },
};

type Answer = { success: boolean; value?: unknown } | null;

/** The landing script's early requests for the list's first page and the vendor sorting. */
function earlyAnswers(page: Answer, sorting: Answer) {
  const request = (data: Answer) => ({
    headers: {},
    response: Promise.resolve(data && { status: 200, data }),
  });
  Object.assign(window, {
    __wlEarly: {
      [`https://api.example${GAME_LIST_PATH}?pageNo=1&gameType=RNG`]: request(page),
      [`https://api.example${VENDOR_SORTING_PATH}`]: request(sorting),
    },
  });
}

const ok = (value: unknown) => ({ success: true, value });
const games = (count: number) => ok({ games: Array.from({ length: count }, (_, at) => game(at)) });

async function landOn(path: string) {
  document.body.innerHTML = SHELL;
  window.history.replaceState(null, '', path);
  runShell(window, PLAN);
  // Both answers are in: the drawing settles within the task.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const shell = () => document.getElementById('app-shell')!;
const names = () => [...shell().querySelectorAll('.wl-shell-name')].map((name) => name.textContent);

afterEach(() => {
  Object.assign(window, { __wlEarly: undefined });
  document.body.innerHTML = '';
});

describe("the first-paint shell's game list (src/landing/shell-games.ts)", () => {
  it('draws the first page’s first tiles, names as text, the first screen’s pictures eager', async () => {
    earlyAnswers(games(20), ok(SORTING));
    await landOn('/m/gameList?gameType=RNG');
    expect(shell().className).toBe('wl-shell-games');
    expect(names()).toEqual(Array.from({ length: SHELL_TILES }, (_, at) => `Game <${at}>`));
    const pictures = [...shell().querySelectorAll<HTMLImageElement>('.wl-shell-icon img')];
    // Game 1 has no icon: its frame stays empty, as the list draws its initial.
    expect(pictures.map((picture) => picture.getAttribute('src'))).not.toContain('');
    expect(pictures).toHaveLength(SHELL_TILES - 1);
    expect(pictures[0]!.alt).toBe('Game <0>');
    expect(pictures.map((picture) => picture.loading)).toEqual([
      ...Array<string>(5).fill('eager'),
      ...Array<string>(SHELL_TILES - 6).fill('lazy'),
    ]);
  });

  it("stands the vendor strip where the list has vendors: 'All' and each, four at most", async () => {
    earlyAnswers(games(3), ok(SORTING));
    await landOn('/m/gameList?gameType=RNG');
    expect(shell().querySelectorAll('.wl-shell-vendors .wl-shell-chip')).toHaveLength(3);
    expect(shell().querySelector('.wl-shell-search')).not.toBeNull();
    expect(shell().querySelector('.wl-shell-tabs')).not.toBeNull();

    earlyAnswers(games(3), ok(SORTING));
    await landOn('/m/gameList?gameType=LIVE');
    expect(shell().querySelector('.wl-shell-vendors')).toBeNull();
    // Without the sorting the list draws no strip either.
    earlyAnswers(games(3), { success: false });
    await landOn('/m/gameList?gameType=RNG');
    expect(shell().querySelector('.wl-shell-vendors')).toBeNull();
    expect(names()).toHaveLength(3);
  });

  it('draws no list when the page failed or has no games, or React drew the page first', async () => {
    earlyAnswers({ success: false }, ok(SORTING));
    await landOn('/m/gameList');
    expect(shell().querySelector('.wl-shell-list')).toBeNull();

    earlyAnswers(games(0), ok(SORTING));
    await landOn('/m/gameList');
    expect(shell().querySelector('.wl-shell-list')).toBeNull();

    earlyAnswers(games(3), ok(SORTING));
    document.body.innerHTML = SHELL;
    window.history.replaceState(null, '', '/m/gameList');
    runShell(window, PLAN);
    document.body.innerHTML = '';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('.wl-shell-list')).toBeNull();
  });
});
