import { describe, expect, it } from 'vitest';

import { getGameList, getVendorSorting } from '../../contract/games';
import { getLotteryGames } from '../../contract/lottery';
import {
  GAME_LIST_PATH,
  lotteryGamesRequest,
  VENDOR_SORTING_PATH,
} from '../../src/entities/games/api/game-paths';
import { COMPUTED_REQUEST_NAMES, FIRST_GAME_PAGE } from '../../src/landing/computed-request-names';
import { COMPUTED_REQUESTS } from '../../src/landing/computed-requests';
import { runLanding } from '../../src/landing/landing';
import type { LandingPlan } from '../../src/landing/landing-plan';
import { queryString } from '../../src/lib/query-string';

const plan: LandingPlan = {
  files: ['/assets/Home.js', '/assets/Login.js', '/assets/Deposit.js', '/assets/loaders.js'],
  entry: '/assets/index.js',
  entryPreloads: ['/assets/runtime.js'],
  texts: {
    en: { common: '/assets/en-common.js', shell: '/assets/en-shell.js' },
    pt: {
      common: '/assets/pt-common.js',
      shell: '/assets/pt-shell.js',
      deposit: '/assets/pt-dep.js',
    },
  },
  screens: [
    { files: [0], texts: [], requests: [] },
    { files: [1, 3], texts: [], requests: [] },
    { files: [2, 3], texts: ['deposit'], requests: [] },
    { files: [], texts: [], requests: ['/lgw/games/{gameId}', '/lgw/sorting'] },
    { files: [], texts: [], requests: ['/wps/promotions'] },
    { files: [], texts: [], requests: [FIRST_GAME_PAGE] },
  ],
  routes: {
    '/m/home': 0,
    '/': 0,
    '/m/login': 1,
    '/m/voucherCenter': 2,
    '/m/startLottery': 3,
    '/m/activity': 4,
    '/m/gameList': 5,
  },
  home: ['/m/home', '/'],
  shells: {
    '/m/login': 'brand',
    '/m/activity': 'promotions',
    '/m/mine': 'member',
    '/m/agent/home': 'agent',
  },
  guestRedirects: { '/m/voucherCenter': '/m/login' },
};

const SESSION = '{"token":"T1","merchantCode":"M9"}';
const AGENT_SESSION = '{"token":"T1","merchantCode":"M9","type":1}';

interface Request {
  url: string;
  headers: Record<string, string>;
  credentials?: string;
}

interface Visit {
  pathname: string;
  search?: string;
  stored?: string | null;
  lang?: string;
  session?: string;
  config?: string;
  hidden?: boolean;
  /** The browser has no paint timing (PerformanceObserver). */
  noPaintTiming?: boolean;
}

/** Runs the landing script against a minimal page; answers what it added to <head> and fetched. */
function visit({
  pathname,
  search = '',
  stored = null,
  lang = 'pt',
  session,
  config,
  hidden,
  noPaintTiming,
}: Visit) {
  const added: Record<string, string>[] = [];
  const requests: Request[] = [];
  /** Scripts added and requests sent, in the order the page made them. */
  const order: string[] = [];
  const timers: (() => void)[] = [];
  const paintObservers: ((entries: { getEntriesByName(name: string): unknown[] }) => void)[] = [];
  const tenantConfig =
    config ??
    JSON.stringify({
      merchantCode: 'M1',
      api: { baseUrl: 'https://api.example/' },
      languages: { available: ['pt', 'en'] },
    });
  const stores: Record<string, string | null | undefined> = {
    wl_lang: stored,
    MC_SESSION_INFO: session,
  };
  class FakePerformanceObserver {
    constructor(private callback: (list: unknown, observer: unknown) => void) {}
    observe({ type }: { type: string }) {
      if (type === 'paint') paintObservers.push((list) => this.callback(list, this));
    }
    disconnect() {}
  }
  const win = {
    document: {
      documentElement: { lang },
      visibilityState: hidden ? 'hidden' : 'visible',
      getElementById: (id: string) =>
        id === 'tenant-config' ? { textContent: tenantConfig } : null,
      createElement: () => ({}),
      head: {
        appendChild: (element: Record<string, string>) => {
          order.push(element.href ?? element.src ?? '');
          added.push(element);
        },
      },
    },
    location: { pathname, search },
    localStorage: { getItem: (key: string) => stores[key] ?? null },
    navigator: {},
    matchMedia: () => ({ matches: false }),
    ...(noPaintTiming ? {} : { PerformanceObserver: FakePerformanceObserver }),
    setTimeout: (callback: () => void) => timers.push(callback),
    fetch: (url: string, init: { headers: Record<string, string>; credentials?: string }) => {
      requests.push({ url, ...init });
      order.push(url);
      return Promise.resolve({ status: 200, json: () => Promise.resolve({ answerTo: url }) });
    },
  } as unknown as Parameters<typeof runLanding>[1];
  runLanding(plan, win);
  const urls = () => added.map((element) => element.href ?? element.src);
  /** The browser paints: `name` is the paint entry it reports. */
  const paint = (name: string) =>
    paintObservers.forEach((notify) =>
      notify({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }),
    );
  const runTimers = () => timers.splice(0).forEach((timer) => timer());
  return {
    added,
    order,
    urls,
    requests,
    paint,
    runTimers,
    win,
  };
}

describe('the landing script', () => {
  it("loads the entry, then preloads the landing route's texts and chunks, at once off home", () => {
    const page = visit({ pathname: '/m/voucherCenter', session: SESSION });
    expect(page.urls()).toEqual([
      '/assets/index.js',
      '/assets/runtime.js',
      '/assets/pt-common.js',
      '/assets/pt-shell.js',
      '/assets/pt-dep.js',
      '/assets/Deposit.js',
      '/assets/loaders.js',
    ]);
    expect(page.added[0]).toEqual({ type: 'module', crossOrigin: '', src: '/assets/index.js' });
    expect(page.added[1]).toEqual({
      rel: 'modulepreload',
      crossOrigin: '',
      href: '/assets/runtime.js',
    });
  });

  const HOME_FILES = [
    '/assets/index.js',
    '/assets/runtime.js',
    '/assets/pt-common.js',
    '/assets/pt-shell.js',
    '/assets/Home.js',
  ];

  it("waits for the shell's first contentful paint where the shell shows something", () => {
    const home = visit({ pathname: '/m/home' });
    home.paint('first-paint');
    expect(home.added).toEqual([]);
    home.paint('first-contentful-paint');
    expect(home.urls()).toEqual(HOME_FILES);
    home.runTimers();
    expect(home.urls()).toEqual(HOME_FILES);

    const login = visit({ pathname: '/m/login/' });
    expect(login.added).toEqual([]);
    login.paint('first-contentful-paint');
    expect(login.urls()[0]).toBe('/assets/index.js');
  });

  it('goes after a short wait when no contentful paint is reported, or the browser cannot tell', () => {
    const home = visit({ pathname: '/m/home' });
    home.runTimers();
    expect(home.urls()).toEqual(HOME_FILES);
    home.paint('first-contentful-paint');
    expect(home.urls()).toEqual(HOME_FILES);

    const old = visit({ pathname: '/m/home', noPaintTiming: true });
    expect(old.added).toEqual([]);
    old.runTimers();
    expect(old.urls()).toEqual(HOME_FILES);
  });

  it("waits for the member centre's guest prompt, which the shell draws for a guest only", () => {
    const guest = visit({ pathname: '/m/mine' });
    expect(guest.added).toEqual([]);
    guest.paint('first-contentful-paint');
    expect(guest.urls()[0]).toBe('/assets/index.js');
    // A member's header is React's: nothing paints before the entry, which goes at once.
    expect(visit({ pathname: '/m/mine', session: SESSION }).urls()[0]).toBe('/assets/index.js');
  });

  it("waits for the agent home's hero for an agent; a member there paints nothing first", () => {
    const agent = visit({ pathname: '/m/agent/home', session: AGENT_SESSION });
    expect(agent.added).toEqual([]);
    agent.paint('first-contentful-paint');
    expect(agent.urls()[0]).toBe('/assets/index.js');
    expect(visit({ pathname: '/m/agent/home', session: SESSION }).urls()[0]).toBe(
      '/assets/index.js',
    );
  });

  it('starts at once on a hidden home, which paints nothing to wait for', () => {
    expect(visit({ pathname: '/m/home', hidden: true }).urls()[0]).toBe('/assets/index.js');
  });

  it("plans the login screen for a guest on a members' page, which sends them there", () => {
    const guest = visit({ pathname: '/m/voucherCenter' });
    expect(guest.added).toEqual([]); // The login screen's logo paints first.
    guest.paint('first-contentful-paint');
    expect(guest.urls()).toEqual([
      '/assets/index.js',
      '/assets/runtime.js',
      '/assets/pt-common.js',
      '/assets/pt-shell.js',
      '/assets/Login.js',
      '/assets/loaders.js',
    ]);
    const damaged = visit({ pathname: '/m/voucherCenter', session: '{broken' });
    damaged.paint('first-contentful-paint');
    expect(damaged.urls()).toContain('/assets/Login.js');
    expect(visit({ pathname: '/m/voucherCenter', session: SESSION }).urls()).toContain(
      '/assets/Deposit.js',
    );
  });

  it('ignores a trailing slash and preloads only the texts on a path of no route', () => {
    expect(visit({ pathname: '/m/voucherCenter/', session: SESSION }).urls()).toContain(
      '/assets/Deposit.js',
    );
    expect(visit({ pathname: '/m/nowhere' }).urls()).toEqual([
      '/assets/index.js',
      '/assets/runtime.js',
      '/assets/pt-common.js',
      '/assets/pt-shell.js',
    ]);
  });

  it('follows a stored language only when the tenant offers it; English when one has no texts', () => {
    const common = (page: Visit) => visit({ ...page, session: SESSION }).urls()[2];
    expect(common({ pathname: '/m/voucherCenter', stored: 'en' })).toBe('/assets/en-common.js');
    expect(common({ pathname: '/m/voucherCenter', stored: 'es' })).toBe('/assets/pt-common.js');
    expect(common({ pathname: '/m/voucherCenter', lang: 'es' })).toBe('/assets/en-common.js');
  });

  it('still loads the entry when the tenant config cannot be read', () => {
    const page = visit({ pathname: '/m/home', config: '{broken' });
    page.paint('first-contentful-paint');
    expect(page.urls()).toEqual(['/assets/index.js', '/assets/runtime.js']);
  });

  it('starts the startup requests on every route, with the api client headers', () => {
    const page = visit({ pathname: '/m/login', session: SESSION });
    const headers = {
      Merchant: 'M9',
      Language: 'PT',
      Device: 'web',
      'Content-Type': 'application/json;charset=UTF-8',
      Authorization: 'T1',
    };
    expect(page.requests).toEqual([
      {
        url: 'https://api.example/wps/system/setting/consolidated',
        headers,
        credentials: 'include',
      },
      { url: 'https://api.example/wps/system/status', headers, credentials: 'include' },
    ]);
    const early = (page.win as { __wlEarly?: Record<string, { headers: unknown }> }).__wlEarly;
    expect(early?.['https://api.example/wps/system/status']?.headers).toEqual(headers);
  });

  it("starts the landing route's first requests, filled from the page's query", () => {
    const urls = (page: Visit) =>
      visit(page)
        .requests.map((request) => request.url)
        .slice(2);
    expect(urls({ pathname: '/m/startLottery', search: '?gameId=10%2001&x=1' })).toEqual([
      'https://api.example/lgw/games/10%2001',
      'https://api.example/lgw/sorting',
    ]);
    const early = visit({ pathname: '/m/startLottery', search: '?gameId=7' }).win as {
      __wlEarly?: Record<string, unknown>;
    };
    expect(Object.keys(early.__wlEarly ?? {})).toContain('https://api.example/lgw/games/7');
    // Without its parameter a request is the app's to make (or not).
    expect(urls({ pathname: '/m/startLottery', search: '?gameId=' })).toEqual([
      'https://api.example/lgw/sorting',
    ]);
    expect(urls({ pathname: '/m/login' })).toEqual([]);
  });

  it('works out a computed first request from the page and its language: the first game page', () => {
    const urls = (search: string, stored: string | null = null) =>
      visit({ pathname: '/m/gameList', search, stored })
        .requests.map((request) => request.url)
        .slice(2);
    const list = 'https://api.example/wps/relay/GCSGAME_gameList?platform=html5&clientType=2';
    // Slots open on the new games; another type on all of them, a vendor of the link preselected.
    expect(urls('?gameType=RNG')).toEqual([
      `${list}&pageNo=1&pageSize=26&language=pt&gameType=RNG&gameClassify=NEW`,
    ]);
    expect(urls('')).toEqual(urls('?gameType=RNG'));
    expect(urls('?gameType=LIVE&vassalage=EVO', 'en')).toEqual([
      `${list}&pageNo=1&pageSize=26&language=en&gameType=LIVE&gameClassify=ALL&vassalage=EVO`,
    ]);
  });

  it('works out every computed request the build lets a route name', () => {
    expect(Object.keys(COMPUTED_REQUESTS).sort()).toEqual([...COMPUTED_REQUEST_NAMES].sort());
  });

  it("writes the catalogue's paths as the contract has them", () => {
    expect(GAME_LIST_PATH).toBe(getGameList.path);
    expect(VENDOR_SORTING_PATH).toBe(getVendorSorting.path);
    // The URL the api client sends for the lottery list, which takes the early answer over.
    for (const prizeMode of ['LOTT', 'ELOTT'] as const)
      expect(lotteryGamesRequest(prizeMode)).toBe(
        `${getLotteryGames.path}?${queryString({ prizeMode })}`,
      );
  });

  it('sends the route requests with the startup requests, before the entry', () => {
    const page = visit({ pathname: '/m/startLottery', search: '?gameId=7' });
    expect(page.order.slice(2, 5)).toEqual([
      'https://api.example/lgw/games/7',
      'https://api.example/lgw/sorting',
      '/assets/index.js',
    ]);
    // The shell draws the lead promotion's picture from its answer: it goes before the paint.
    const activity = visit({ pathname: '/m/activity' });
    expect(activity.order).toEqual([
      'https://api.example/wps/system/setting/consolidated',
      'https://api.example/wps/system/status',
      'https://api.example/wps/promotions',
    ]);
    activity.paint('first-contentful-paint');
    expect(activity.urls()[0]).toBe('/assets/index.js');
  });

  it('keeps each answer and when it arrived, for the first render to take', async () => {
    const before = Date.now();
    const page = visit({ pathname: '/m/activity' });
    const early = (
      page.win as {
        __wlEarly?: Record<string, { response: Promise<unknown>; arrived?: unknown; at?: number }>;
      }
    ).__wlEarly!['https://api.example/wps/promotions']!;
    expect(early.arrived).toBeUndefined();
    await early.response;
    expect(early.arrived).toEqual({
      status: 200,
      data: { answerTo: 'https://api.example/wps/promotions' },
    });
    expect(early.at).toBeGreaterThanOrEqual(before);
  });
});
