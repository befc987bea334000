/** Who looks at a page: a guest, or a demo account of the seed (server/db/seed/demo-members.ts). */
export type Viewer = 'guest' | 'member0' | 'agent1';

export interface Visit {
  viewer: Viewer;
  path: string;
  /** What the screen shows once it is there (a test id), where the path has one. */
  ready?: string;
}

/**
 * The main routes a player or an agent lands on (issue 19's list): the accessibility spec and the
 * site audit visit each of them on every demo tenant.
 */
export const MAIN_VISITS: readonly Visit[] = [
  { viewer: 'guest', path: '/m/home', ready: 'home-screen' },
  { viewer: 'guest', path: '/m/gameList?gameType=RNG', ready: 'game-list-screen' },
  { viewer: 'guest', path: '/m/moreLottery', ready: 'more-lottery' },
  { viewer: 'guest', path: '/m/login', ready: 'login-submit' },
  { viewer: 'guest', path: '/m/register' },
  { viewer: 'member0', path: '/m/home', ready: 'home-screen' },
  { viewer: 'member0', path: '/m/mine' },
  { viewer: 'member0', path: '/m/voucherCenter', ready: 'deposit-screen' },
  { viewer: 'member0', path: '/m/startLottery?gameId=2001', ready: 'lottery-issue-bar' },
  { viewer: 'member0', path: '/m/withdraw', ready: 'withdraw-screen' },
  { viewer: 'member0', path: '/m/transaction/record', ready: 'transaction-screen' },
  { viewer: 'member0', path: '/m/rewardCenter' },
  { viewer: 'member0', path: '/m/securityCenter', ready: 'security-centre' },
  { viewer: 'agent1', path: '/m/agent/home', ready: 'agent-home' },
  { viewer: 'agent1', path: '/m/member/team', ready: 'member-team-screen' },
];

const visitOf = (viewer: Viewer, path: string) => {
  const visit = MAIN_VISITS.find((entry) => entry.viewer === viewer && entry.path === path);
  if (!visit) throw new Error(`no main visit ${viewer} ${path}`);
  return visit;
};

/** The pages of the screenshot sheet, one row per tenant. */
export const SHEET_VISITS: readonly Visit[] = [
  visitOf('guest', '/m/home'),
  visitOf('guest', '/m/gameList?gameType=RNG'),
  visitOf('member0', '/m/mine'),
  visitOf('member0', '/m/voucherCenter'),
  { viewer: 'member0', path: '/m/moreLottery', ready: 'more-lottery' },
  visitOf('agent1', '/m/agent/home'),
];
