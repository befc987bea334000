import type { Combination } from '../../../cli/lib/matrix/combination';
import { isAgent, isTrial, isType, loggedIn } from './users';

/**
 * Who may open a page, as spec §6 and the screen sections say:
 * - `public`: anyone;
 * - `session`: guests go to /m/login (message centre, launching games);
 * - `sessionToHome`: guests go to /m/home (settings, change password);
 * - `memberCentre`: guests see the login prompt, free trials go home with free_reject;
 * - `membersArea`: pages of the member centre; guests go to /m/login, free trials home with
 *   free_reject;
 * - `publicPromo`: a public page of a promotion the platform answers per session (a guest's page
 *   is left to the platform, which the fast level's double does not refuse);
 * - `agentHome`: /m/agent and /m/agent/home (one row of the route table): guests and types 0, 4,
 *   40 go to /m/home;
 * - `agentPage`: other agent pages: guests to /m/login, non-agents home.
 *
 * A page whose feature is off (issue 19, "one rule") sends the player, with the toast
 * 'This feature is not available', to the list its entry sits in: the member centre, agent home,
 * or home (also home for a free trial, who may not open the member centre).
 */
type Rule =
  | 'public'
  | 'session'
  | 'sessionToHome'
  | 'memberCentre'
  | 'membersArea'
  | 'publicPromo'
  | 'agentHome'
  | 'agentPage';

interface Probe {
  readonly path: string;
  readonly rule: Rule;
  /** The feature is on for this row (a page whose only entry is switched off cannot be opened). */
  readonly on?: (c: Combination) => boolean;
  /** Where the page goes when it is off. @default '/m/home' */
  readonly offTo?: string;
}

const flag = (name: keyof Combination['flags']) => (c: Combination) => c.flags[name];

const HOME = '/m/home';
const MINE = '/m/mine';
const AGENT = '/m/agent/home';

/** The pages the matrix opens for every row. */
export const PROBES: readonly Probe[] = [
  ...[
    '/m/home',
    '/m/login',
    '/m/register',
    '/m/trail',
    '/m/forget',
    '/m/notice',
    '/m/activity',
    '/m/service',
    '/m/help',
    '/m/winnerPage',
    '/m/useragreement',
    '/m/moreLottery',
    '/m/gameList',
    '/m/maintenance',
  ].map((path) => ({ path, rule: 'public' as const })),
  { path: '/m/message', rule: 'session' },
  {
    path: '/m/webEmail',
    rule: 'session',
    on: (c) => c.flags.MAILCEN || (isAgent(c) && c.agentMenu.includes('webEmail')),
    offTo: MINE,
  },
  { path: '/m/leaderBoard', rule: 'publicPromo', on: (c) => c.promotions.MISSION, offTo: MINE },
  { path: '/m/inviteFriends', rule: 'membersArea', on: (c) => c.promotions.REFERRAL },
  { path: '/m/launchGame', rule: 'session' },
  { path: '/m/set', rule: 'sessionToHome' },
  { path: '/m/changePsw', rule: 'sessionToHome' },
  { path: '/m/mine', rule: 'memberCentre' },
  ...[
    '/m/voucherCenter',
    '/m/securityCenter',
    '/m/member/benefits',
    '/m/gameRecord',
    '/m/transaction/record',
  ].map((path) => ({ path, rule: 'membersArea' as const })),
  { path: '/m/rewardCenter', rule: 'membersArea', on: flag('REWCEN3'), offTo: MINE },
  { path: '/m/vouReport', rule: 'membersArea', on: flag('DEPRECM3'), offTo: MINE },
  { path: '/m/withdrawReport', rule: 'membersArea', on: flag('WITHREC3'), offTo: MINE },
  { path: '/m/profitandloss', rule: 'membersArea', on: flag('PERSREP'), offTo: MINE },
  { path: '/m/member/manualRebate', rule: 'membersArea', on: flag('MANPLAYREB3'), offTo: MINE },
  { path: '/m/member/rebateReport', rule: 'membersArea', on: flag('PLYRBT'), offTo: MINE },
  { path: '/m/feedback', rule: 'membersArea', on: flag('FEEDBACK3'), offTo: MINE },
  {
    path: '/m/upLine/transfer',
    rule: 'membersArea',
    on: (c) => c.flags.AGETRANSFERUP3 && !isType(c, 2),
    offTo: MINE,
  },
  { path: '/m/agent', rule: 'agentHome' },
  { path: '/m/agent/home', rule: 'agentHome' },
  {
    path: '/m/member/agent/agentDivident',
    rule: 'agentPage',
    on: (c) => c.dividends,
    offTo: AGENT,
  },
];

const LOGIN = '/m/login';
const FREE_REJECT = `${HOME} + free_reject`;

/** A page that is off: back to its list with the toast; a free trial may not open the member centre. */
const off = (probe: Probe, c: Combination) =>
  `${isTrial(c) && probe.offTo === MINE ? HOME : (probe.offTo ?? HOME)} + unavailable`;

function landing(probe: Probe, c: Combination): string {
  const on = probe.on?.(c) ?? true;
  switch (probe.rule) {
    case 'public':
      return probe.path;
    case 'session':
      if (!loggedIn(c)) return LOGIN;
      return on ? probe.path : off(probe, c);
    case 'sessionToHome':
      return loggedIn(c) ? probe.path : HOME;
    case 'memberCentre':
      return isTrial(c) ? FREE_REJECT : probe.path;
    case 'membersArea':
      if (!loggedIn(c)) return LOGIN;
      if (isTrial(c)) return FREE_REJECT;
      return on ? probe.path : off(probe, c);
    case 'publicPromo':
      return !loggedIn(c) || on ? probe.path : off(probe, c);
    case 'agentHome':
      return isAgent(c) ? probe.path : HOME;
    case 'agentPage':
      if (!loggedIn(c)) return LOGIN;
      if (!isAgent(c)) return HOME;
      return on ? probe.path : off(probe, c);
  }
}

/** `path → where the player lands` (with the toast when there is one). */
export const expectedAccess = (c: Combination): string[] =>
  PROBES.map((probe) => `${probe.path} → ${landing(probe, c)}`);

/** Spec §2 "Page chrome": no header on these pages. */
const NO_HEADER = [
  '/m/login',
  '/m/register',
  '/m/mine',
  '/m/agent',
  '/m/agent/home',
  '/m/help',
  '/m/forget',
];
/** Spec §2 "Page chrome": no footer on these pages (agent home draws its own agent footer). */
const NO_FOOTER = [
  '/m/winnerPage',
  '/m/login',
  '/m/register',
  '/m/trail',
  '/m/launchGame',
  '/m/changePsw',
  '/m/notice',
  '/m/activity',
  '/m/forget',
  '/m/service',
  '/m/moreLottery',
  '/m/useragreement',
  '/m/maintenance',
  '/m/agent',
  '/m/agent/home',
];

/** Header and footer of the page each probe lands on. */
export const expectedChrome = (c: Combination): string[] =>
  PROBES.map((probe) => {
    const page = landing(probe, c).split(' ')[0] ?? HOME;
    return chromeToken(probe.path, !NO_HEADER.includes(page), !NO_FOOTER.includes(page));
  });

export const chromeToken = (path: string, header: boolean, footer: boolean): string =>
  `${path}: ${header ? 'header' : 'no header'}, ${footer ? 'footer' : 'no footer'}`;
