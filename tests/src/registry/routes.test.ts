import { describe, expect, it } from 'vitest';

import { findRoute, routeById, routes, type RouteId } from '../../../src/registry';

/** Every path of spec §2's route table, copied from the spec (not from the registry). */
const SPEC_PATHS = [
  '/m/home',
  '/',
  '/m',
  '/m/',
  '/m/index',
  '/m/index.html',
  '/m/login',
  '/m/register',
  '/register.html',
  '/m/register.html',
  '/m/trail',
  '/m/changePsw',
  '/m/forget',
  '/m/notice',
  '/m/member/notice',
  '/m/activity',
  '/m/activityInfo',
  '/m/activity/signIn',
  '/m/service',
  '/m/moreLottery',
  '/m/startLottery',
  '/m/lottery',
  '/m/gameLobby',
  '/m/gameCenter',
  '/m/slotsCenter',
  '/m/gameList',
  '/m/launchGame',
  '/m/useragreement',
  '/m/maintenance',
  '/m/agent',
  '/m/agent/home',
  '/m/agentRegister',
  '/m/mine',
  '/m/member/home',
  '/m/set',
  '/m/winnerPage',
  '/m/help',
  '/m/helpDetail',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/inviteFriends',
  '/m/message',
  '/m/webEmail',
  '/m/download',
  '/m/rewardCenter',
  '/m/member/benefits',
  '/m/member/manualRebate',
  '/m/member/rebateReport',
  '/m/gameRecord',
  '/m/transaction/record',
  '/m/securityCenter',
  '/m/vouReport',
  '/m/withdrawReport',
  '/m/profitandloss',
  '/m/upLine/transfer',
  '/m/leaderBoard',
  '/m/feedback',
  '/m/redRain',
  '/m/teamBetting',
  '/m/member/team',
  '/m/agent/team/overview',
  '/m/agent/team/pnl',
  '/m/member/agent/agentRebeat',
  '/m/member/teamRebate',
  '/m/member/agent/agentDivident',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
];

describe('routes', () => {
  it('cover every path of the spec route table, and nothing else', () => {
    const registered = routes.flatMap((r) => [r.path, ...r.aliases]);
    expect(new Set(registered)).toEqual(new Set(SPEC_PATHS));
    expect(new Set(registered).size).toBe(registered.length);
  });

  it.each([
    ['/', 'home'],
    ['/m/index.html', 'home'],
    ['/m/', 'home'],
    ['/register.html', 'register'],
    ['/m/member/home', 'mine'],
    ['/m/set/', 'set'],
    ['/m/nowhere', undefined],
  ])('findRoute(%s) is %s', (path, id) => {
    expect(findRoute(path)?.id).toBe(id);
  });

  it('declare each id once, so routeById finds the route an entry names', () => {
    const ids = routes.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(routeById(id).id).toBe(id);
  });

  it('keep canonical paths under /m', () => {
    for (const r of routes) expect(r.path.startsWith('/m/')).toBe(true);
  });
});

const HEADERLESS: RouteId[] = ['login', 'register', 'mine', 'agent', 'agentHome', 'help', 'forget'];
const FOOTERLESS: RouteId[] = [
  'winnerPage',
  'login',
  'register',
  'trail',
  'launchGame',
  'changePsw',
  'notice',
  'activity',
  'forget',
  'service',
  'moreLottery',
  'userAgreement',
  'maintenance',
  'agent',
  'agentHome',
];
const BACK_HOME: RouteId[] = ['login', 'register', 'trail', 'notice', 'forget', 'activity'];

describe('page chrome', () => {
  it.each(routes.map((r) => [r.path, r] as const))('%s', (_path, r) => {
    expect(r.chrome.header).toBe(!HEADERLESS.includes(r.id));
    expect(r.chrome.footer).toBe(!FOOTERLESS.includes(r.id));
    expect(r.chrome.back).toBe(BACK_HOME.includes(r.id) ? 'home' : 'history');
  });

  it('shows header and footer on home and hides both on login', () => {
    expect(findRoute('/m/home')?.chrome).toMatchObject({ header: true, footer: true });
    expect(findRoute('/m/login')?.chrome).toMatchObject({ header: false, footer: false });
    expect(findRoute('/m/mine')?.chrome).toMatchObject({ header: false, footer: true });
  });
});

describe('access', () => {
  it.each<[string, string, 'login' | 'home']>([
    ['/m/set', 'member', 'home'],
    ['/m/changePsw', 'member', 'home'],
    ['/m/agent/home', 'agent', 'home'],
    ['/m/message', 'member', 'login'],
    ['/m/voucherCenter', 'realMember', 'login'],
    ['/m/inviteFriends', 'realMember', 'login'],
    ['/m/launchGame', 'member', 'login'],
    ['/m/agent/team/overview', 'agent', 'login'],
  ])('%s is %s, guests go to %s', (path, access, guestRedirect) => {
    expect(findRoute(path)).toMatchObject({ access, guestRedirect });
  });

  it('keeps home, login and register public', () => {
    for (const path of ['/m/home', '/m/login', '/m/register']) {
      expect(findRoute(path)?.access).toBe('public');
    }
  });

  it('opens the member centre to guests (login prompt) but not to free trials', () => {
    expect(findRoute('/m/mine')?.access).toBe('membersArea');
  });

  // A promo leaf is allowed: the guard waits for the platform's answer (decideAccess → 'wait').
  it("decides route gates without the player's member info: no member leaves", () => {
    const text = JSON.stringify(routes.map((r) => r.gate ?? null));
    expect(text).not.toMatch(/"member"/);
  });

  it.each([
    ['/m/rewardCenter', '/m/mine'],
    ['/m/webEmail', '/m/mine'],
    ['/m/leaderBoard', '/m/mine'],
    ['/m/inviteFriends', '/m/home'],
    ['/m/member/agent/agentDivident', '/m/agent/home'],
  ])('sends a player from %s, when it is off, to %s', (path, to) => {
    expect(findRoute(path)?.offRedirect).toBe(to);
  });
});
