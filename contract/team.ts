import type { FromSchema } from 'json-schema-to-ts';

import { endpoint } from './endpoint';
import { idInteger, pageNo, pageSize, singleLineText } from './inputs';
import { reportPage, reportQueryProperties } from './report';
import { boolean, integer, nullable, number, object, oneOf, record, string } from './schema';

// Team figures of the agent centre (docs/api-agent.md "Team figures"). Every call is an agent's:
// the server adds its agent gate after the session check.

/** The report query without filters. */
const reportQuery = object(reportQueryProperties);

/** Money figures of a team over one period (a range, or one day of it). */
const teamMoneyProperties = {
  betAmount: number,
  validBetAmount: number,
  winAmount: number,
  bonusAmount: number,
  rebateAmount: number,
  depositAmount: number,
  withdrawAmount: number,
  /** What the team gained: wins + bonuses + rebates − settled bets (negative when it lost). */
  profitAmount: number,
} as const;
const teamMoney = record(teamMoneyProperties);
export type TeamMoney = FromSchema<typeof teamMoney>;

const todayCounters = record({
  /** Distinct team members with a session created today. */
  teamLoginMemberCount: integer,
  /** Distinct team members with a round or lottery order settled today. */
  teamBetMemberCount: integer,
  /** Team members registered today. */
  teamRegisterMemberCount: integer,
  /** Team members holding a live session now. */
  teamOnlineCount: integer,
});
export type TodayCounters = FromSchema<typeof todayCounters>;

const teamOverview = record({
  registerCount: integer,
  firstDepositCount: integer,
  /** Downlines at every level, now. */
  teamSize: integer,
  ...teamMoneyProperties,
  /** Always today's counters, whatever the range. */
  footer: todayCounters,
});
export type TeamOverview = FromSchema<typeof teamOverview>;

/** `GET /wps/relay/ODSFE2_getTeamOverviewSum`: the range's sums and today's four counters. */
export const getTeamOverview = endpoint({
  method: 'GET',
  path: '/wps/relay/ODSFE2_getTeamOverviewSum',
  auth: 'session',
  query: reportQuery,
  response: teamOverview,
});

const pnlDay = record({ day: string, ...teamMoneyProperties });
export type PnlDay = FromSchema<typeof pnlDay>;

/** `GET /wps/relay/ODSFE2_getTeamProfitLoss`: every day of the range, newest first; range totals. */
export const getTeamProfitLoss = endpoint({
  method: 'GET',
  path: '/wps/relay/ODSFE2_getTeamProfitLoss',
  auth: 'session',
  query: reportQuery,
  response: reportPage(pnlDay, teamMoney),
});

const teamBet = record({
  source: oneOf('game', 'lottery'),
  id: integer,
  username: string,
  /** Depth below the agent (1 = a direct downline). */
  level: integer,
  roundId: string,
  gameName: string,
  gameType: string,
  betAmount: number,
  winAmount: number,
  netAmount: number,
  betTime: number,
  settleTime: nullable(number),
  status: oneOf('settled', 'pending'),
});
export type TeamBet = FromSchema<typeof teamBet>;

const teamBetTotals = record({ totalBet: number, totalWin: number, totalNet: number });
export type TeamBetTotals = FromSchema<typeof teamBetTotals>;

/** `GET /wps/agent/team/bets`: the team's rounds and lottery orders, newest first. */
export const getTeamBets = endpoint({
  method: 'GET',
  path: '/wps/agent/team/bets',
  auth: 'session',
  query: object({
    ...reportQueryProperties,
    /** Exact username (case-insensitive) of one team member. */
    username: singleLineText(32),
    gameType: { type: 'string', pattern: '^[A-Z]{1,16}$' },
  }),
  response: reportPage(teamBet, teamBetTotals),
});

const downline = record({
  memberId: integer,
  username: string,
  nickname: string,
  customerType: integer,
  isAgent: boolean,
  /** Depth below the requesting agent (1 = its direct downline). */
  level: integer,
  balance: number,
  regDate: number,
  lastLoginAt: nullable(number),
  online: boolean,
  /** Downlines of this member, every level. */
  teamSize: integer,
});
export type Downline = FromSchema<typeof downline>;

const downlineFooter = record({
  /** Whose downlines these are (the breadcrumb of a drill-down). */
  parent: record({ memberId: integer, username: string, customerType: integer, level: integer }),
});
export type DownlineFooter = FromSchema<typeof downlineFooter>;

/**
 * `GET /wps/agent/team/members`: downlines of `parentId` (default the agent; inside its team, else
 * `function.not.available`), newest registration first.
 */
export const getTeamMembers = endpoint({
  method: 'GET',
  path: '/wps/agent/team/members',
  auth: 'session',
  query: object({
    pageNo,
    pageSize: pageSize(20),
    /** Part of the username. */
    username: singleLineText(32),
    parentId: idInteger,
    /** `direct`: the parent's direct downlines; `all`: its whole team. */
    level: { type: 'string', enum: ['direct', 'all'], default: 'direct' },
  }),
  response: reportPage(downline, downlineFooter),
});
