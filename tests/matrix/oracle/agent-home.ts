import type { Combination } from '../../../cli/lib/matrix/combination';
import { isAgent, loggedIn } from './users';

/** Spec §2 "Agent home" navigation grid, in order, each with the whitelist key the merchant sets. */
const GRID = [
  'teamOverview', // /m/agent/team/overview
  'agentTransactionRecord', // /m/transaction/record?types=A
  'teamManagement', // /m/member/team
  'redRain', // /m/redRain
  'teamPnl', // /m/agent/team/pnl
  'teamBetting', // /m/teamBetting
  'agentRebate', // /m/member/agent/agentRebeat
  'teamRebate', // /m/member/teamRebate
  'securityCenter', // /m/securityCenter
  'webEmail', // /m/webEmail
] as const;

/** Agent home is only for agents (everyone else is redirected: see the access surface). */
export const agentHomeApplies = isAgent;

/** Grid items in the merchant's whitelist, then customer service, which always shows. */
export const expectedAgentNav = (c: Combination): string[] => [
  ...GRID.filter((key) => c.agentMenu.includes(key)),
  'customerService',
];

/** Footer: home, open account, dividend (only with dividends), agent announcements. */
export const expectedAgentFooter = (c: Combination): string[] => [
  'home',
  'openAccount',
  ...(c.dividends ? ['dividend'] : []),
  'agentNotice',
];

/**
 * Spec §4/§6: on home, logged-in players not of types 4, 40, 41, 42 are checked for pending
 * daily-salary, dividend and hourly-salary contracts.
 */
export const expectedContractPrompts = (c: Combination): string[] =>
  loggedIn(c) && ![4, 40, 41, 42].includes(c.user as number)
    ? ['checks salary, dividend, hourly contracts']
    : ['no contract check'];
