import { NON_AGENT_TYPES } from '../../schema/constants';
import { lotteryGamesRequest, VENDOR_SORTING_PATH } from '../entities/games/api/game-paths';
import { FIRST_GAME_PAGE } from '../landing/computed-request-names';
import type { Gate } from './gate';
import type { Access, RouteDef } from './route-types';

/** Spec: "A header appears on all pages except login, register, mine, agent, help and forget." */
const HEADER_HIDDEN: readonly RouteId[] = [
  'login',
  'register',
  'mine',
  'agent',
  'agentHome',
  'help',
  'forget',
];
/** Spec: footer hidden on winnerPage and the listed routes (agent home draws its own agent footer). */
const FOOTER_HIDDEN: readonly RouteId[] = [
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
/** Spec: the back arrow goes to /m/home on these; elsewhere back one page. */
const BACK_TO_HOME: readonly RouteId[] = [
  'login',
  'register',
  'trail',
  'notice',
  'forget',
  'activity',
];

interface RouteOptions<Screen extends string> {
  aliases?: readonly string[];
  /** The screen the route mounts; `src/app/screen-loaders.ts` must have a loader for each one. */
  screen: Screen;
  access?: Access;
  guestRedirect?: 'login' | 'home';
  gate?: Gate;
  /** Where a closed gate sends the player: home, or the list the page's entry sits in. */
  offRedirect?: 'home' | 'memberCentre' | 'agentHome';
  firstRequests?: readonly string[];
}

const OFF_REDIRECT = {
  home: '/m/home',
  memberCentre: '/m/mine',
  agentHome: '/m/agent/home',
} as const;

const isIn = (list: readonly string[], id: string) => list.includes(id);

function route<const Id extends string, const Screen extends string>(
  id: Id,
  path: string,
  options: RouteOptions<Screen>,
): RouteDef<Id, Screen> {
  const {
    aliases = [],
    screen,
    access = 'public',
    guestRedirect = 'login',
    gate,
    firstRequests = [],
  } = options;
  return {
    id,
    path,
    aliases,
    screen,
    access,
    guestRedirect,
    ...(gate ? { gate } : {}),
    offRedirect: OFF_REDIRECT[options.offRedirect ?? 'home'],
    firstRequests,
    chrome: {
      header: !isIn(HEADER_HIDDEN, id),
      footer: !isIn(FOOTER_HIDDEN, id),
      titleKey: `titles.${id}`,
      back: isIn(BACK_TO_HOME, id) ? 'home' : 'history',
    },
  };
}

const member = { access: 'member' } as const;
const realMember = { access: 'realMember' } as const;
const agent = { access: 'agent' } as const;
/** A page listed in the member centre: switched off, it sends the player back to that list. */
const memberCentrePage = { access: 'realMember', offRedirect: 'memberCentre' } as const;
const flag = (id: Extract<Gate, { flag: unknown }>['flag']): Gate => ({ flag: id });
/** Mail: MAILCEN for everyone, or agents whose merchant whitelists it (docs/api-member.md "Mail"). */
const mailGate: Gate = {
  any: [flag('MAILCEN'), { all: [{ customerTypeNotIn: NON_AGENT_TYPES }, { menu: 'webEmail' }] }],
};

/**
 * Home's banners, notices and popups, exactly as features/home/api/get-announcements.ts asks
 * (`HOME_QUERY`, encoded as the api client encodes a query).
 */
const HOME_ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CH&platform=M';

/**
 * Every /m route of spec §2, in the table's order, with its aliases, screen, chrome, access rule and
 * gate: the one place a route is declared. `RouteId` and `ScreenId` are read off this list.
 */
const ROUTE_LIST = [
  route('home', '/m/home', {
    aliases: ['/', '/m', '/m/', '/m/index', '/m/index.html'],
    screen: 'home',
    firstRequests: [HOME_ANNOUNCEMENTS],
  }),
  route('login', '/m/login', { screen: 'login' }),
  route('register', '/m/register', {
    aliases: ['/register.html', '/m/register.html'],
    screen: 'register',
  }),
  route('trail', '/m/trail', { screen: 'trial' }),
  route('changePsw', '/m/changePsw', {
    ...member,
    guestRedirect: 'home',
    screen: 'changePassword',
  }),
  route('forget', '/m/forget', { screen: 'forgotPassword' }),
  route('notice', '/m/notice', { screen: 'notices' }),
  route('memberNotice', '/m/member/notice', { ...agent, screen: 'agentNotices' }),
  route('activity', '/m/activity', {
    screen: 'activity',
    firstRequests: ['/wps/relay/PROMOFE_getPromotionList'],
  }),
  route('activityInfo', '/m/activityInfo', { screen: 'activityInfo' }),
  route('signIn', '/m/activity/signIn', { ...member, screen: 'signIn' }),
  route('service', '/m/service', { screen: 'customerService' }),
  route('moreLottery', '/m/moreLottery', {
    screen: 'moreLottery',
    firstRequests: [VENDOR_SORTING_PATH, lotteryGamesRequest('LOTT'), lotteryGamesRequest('ELOTT')],
  }),
  route('startLottery', '/m/startLottery', {
    screen: 'startLottery',
    firstRequests: [
      '/lgw/games/{gameId}',
      '/lgw/games/{gameId}/play_menu',
      '/lgw/games/{gameId}/setting',
    ],
  }),
  route('lottery', '/m/lottery', { ...member, screen: 'lotteryOrders' }),
  route('gameLobby', '/m/gameLobby', { screen: 'gameLobby' }),
  route('gameCenter', '/m/gameCenter', { screen: 'gameCenter' }),
  route('slotsCenter', '/m/slotsCenter', { screen: 'slotsCenter' }),
  route('gameList', '/m/gameList', {
    screen: 'gameList',
    firstRequests: [VENDOR_SORTING_PATH, FIRST_GAME_PAGE],
  }),
  route('launchGame', '/m/launchGame', { ...member, screen: 'launchGame' }),
  route('userAgreement', '/m/useragreement', { screen: 'userAgreement' }),
  route('maintenance', '/m/maintenance', { screen: 'maintenance' }),
  route('agent', '/m/agent', { ...agent, guestRedirect: 'home', screen: 'agentHome' }),
  route('agentHome', '/m/agent/home', { ...agent, guestRedirect: 'home', screen: 'agentHome' }),
  route('agentRegister', '/m/agentRegister', { ...agent, screen: 'agentRegister' }),
  route('mine', '/m/mine', {
    aliases: ['/m/member/home'],
    screen: 'memberCentre',
    access: 'membersArea',
  }),
  route('set', '/m/set', { ...member, guestRedirect: 'home', screen: 'settings' }),
  route('winnerPage', '/m/winnerPage', { screen: 'winnerPage' }),
  route('help', '/m/help', { screen: 'help' }),
  route('helpDetail', '/m/helpDetail', { screen: 'helpDetail' }),
  route('voucherCenter', '/m/voucherCenter', { ...realMember, screen: 'voucherCenter' }),
  route('withdraw', '/m/withdraw', { ...realMember, screen: 'withdraw' }),
  route('inviteFriends', '/m/inviteFriends', {
    ...realMember,
    gate: { promo: 'REFERRAL' },
    screen: 'inviteFriends',
  }),
  route('message', '/m/message', { ...member, screen: 'inbox' }),
  route('webEmail', '/m/webEmail', {
    ...member,
    gate: mailGate,
    offRedirect: 'memberCentre',
    screen: 'webEmail',
  }),
  route('download', '/m/download', { screen: 'download' }),
  route('rewardCenter', '/m/rewardCenter', {
    ...memberCentrePage,
    gate: flag('REWCEN3'),
    screen: 'rewardCenter',
  }),
  route('benefits', '/m/member/benefits', { ...realMember, screen: 'clubBenefits' }),
  route('manualRebate', '/m/member/manualRebate', {
    ...memberCentrePage,
    gate: flag('MANPLAYREB3'),
    screen: 'manualRebate',
  }),
  route('rebateReport', '/m/member/rebateReport', {
    ...memberCentrePage,
    gate: flag('PLYRBT'),
    screen: 'rebateReport',
  }),
  route('gameRecord', '/m/gameRecord', { ...realMember, screen: 'gameRecord' }),
  route('transactionRecord', '/m/transaction/record', {
    ...realMember,
    screen: 'transactionRecord',
  }),
  route('securityCenter', '/m/securityCenter', { ...realMember, screen: 'securityCenter' }),
  route('vouReport', '/m/vouReport', {
    ...memberCentrePage,
    gate: flag('DEPRECM3'),
    screen: 'vouReport',
  }),
  route('withdrawReport', '/m/withdrawReport', {
    ...memberCentrePage,
    gate: flag('WITHREC3'),
    screen: 'withdrawReport',
  }),
  route('profitAndLoss', '/m/profitandloss', {
    ...memberCentrePage,
    screen: 'profitAndLoss',
    gate: flag('PERSREP'),
  }),
  route('upLineTransfer', '/m/upLine/transfer', {
    ...memberCentrePage,
    screen: 'upLineTransfer',
    gate: { all: [flag('AGETRANSFERUP3'), { customerTypeNotIn: [2] }] },
  }),
  route('leaderBoard', '/m/leaderBoard', {
    gate: { promo: 'MISSION' },
    offRedirect: 'memberCentre',
    screen: 'leaderBoard',
  }),
  route('feedback', '/m/feedback', {
    ...memberCentrePage,
    gate: flag('FEEDBACK3'),
    screen: 'feedback',
  }),
  route('redRain', '/m/redRain', { ...member, screen: 'redRain' }),
  route('teamBetting', '/m/teamBetting', { ...agent, screen: 'teamBetting' }),
  route('memberTeam', '/m/member/team', { ...agent, screen: 'memberTeam' }),
  route('teamOverview', '/m/agent/team/overview', { ...agent, screen: 'teamOverview' }),
  route('teamPnl', '/m/agent/team/pnl', { ...agent, screen: 'teamPnl' }),
  route('agentRebate', '/m/member/agent/agentRebeat', { ...agent, screen: 'agentRebate' }),
  route('teamRebate', '/m/member/teamRebate', { ...agent, screen: 'teamRebate' }),
  route('agentDividend', '/m/member/agent/agentDivident', {
    ...agent,
    gate: { setting: 'dividends' },
    offRedirect: 'agentHome',
    screen: 'agentDividend',
  }),
  route('salaryContract', '/m/member/agent/getSalaryContract', {
    ...agent,
    screen: 'salaryContract',
  }),
  route('dividendContract', '/m/member/agent/getDevidendContract', {
    ...agent,
    screen: 'dividendContract',
  }),
  route('hourContract', '/m/member/agent/getHourContract', { ...agent, screen: 'hourContract' }),
] as const;

type DeclaredRoute = (typeof ROUTE_LIST)[number];
/** Every route id, as declared in {@link routes}. */
export type RouteId = DeclaredRoute['id'];
/** Every screen a route mounts: the keys `src/app/screen-loaders.ts` must (and may only) load. */
export type ScreenId = DeclaredRoute['screen'];
export type Route = RouteDef<RouteId, ScreenId>;

export const routes: readonly Route[] = ROUTE_LIST;
export const ROUTE_IDS: readonly RouteId[] = routes.map((r) => r.id);

const byId = new Map(routes.map((r) => [r.id, r]));

/** The route with this id (every id has one: the ids are read off the list). */
export function routeById(id: RouteId): Route {
  const found = byId.get(id);
  if (!found) throw new Error(`Unknown route ${id}`);
  return found;
}

/** The route whose path or alias equals `pathname` (trailing slash ignored except for "/"). */
export function findRoute(pathname: string): Route | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find(
    (r) => r.path === trimmed || r.aliases.includes(pathname) || r.aliases.includes(trimmed),
  );
}
