/**
 * The routes a player lands on straight from a link (issue 20): an affiliate's registration link, a
 * promotion, a game list shared in a chat, the lottery. Each is opened by the viewer it is meant for.
 */
export type LandingViewer = 'guest' | 'member0' | 'agent1';

export interface LandingRoute {
  /** Short name for the table and `--routes=`. */
  name: string;
  path: string;
  viewer: LandingViewer;
}

export const LANDING_ROUTES: readonly LandingRoute[] = [
  { name: 'home', path: '/m/home', viewer: 'guest' },
  { name: 'gameList', path: '/m/gameList?gameType=RNG', viewer: 'guest' },
  { name: 'activity', path: '/m/activity', viewer: 'guest' },
  { name: 'login', path: '/m/login', viewer: 'guest' },
  { name: 'moreLottery', path: '/m/moreLottery', viewer: 'guest' },
  { name: 'startLottery', path: '/m/startLottery?gameId=1001', viewer: 'guest' },
  { name: 'register', path: '/m/register', viewer: 'guest' },
  { name: 'mine', path: '/m/mine', viewer: 'guest' },
  { name: 'voucherCenter', path: '/m/voucherCenter', viewer: 'member0' },
  { name: 'agentHome', path: '/m/agent/home', viewer: 'agent1' },
];

export const DEMO_TENANTS = ['lucky7', 'perlas', 'royal88'] as const;
