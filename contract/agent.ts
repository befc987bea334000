import type { FromSchema } from 'json-schema-to-ts';

import { dividendTiers, dividendPeriod } from './agent-contracts';
import { endpoint } from './endpoint';
import { digitsNumber, singleLineText } from './inputs';
import { array, boolean, integer, nullable, number, object, oneOf, record, string } from './schema';
import { reportPage, reportQueryProperties } from './report';

// The agent centre (docs/api-agent.md): opening downlines and the agent's income. Every call is an
// agent's: the server adds its agent gate after the session check.

const reportQuery = object(reportQueryProperties);

/** A form field the registration rules check (some clients send digits as numbers). */
const formField = { anyOf: [singleLineText(200), digitsNumber] } as const;

const openedDownline = record({
  memberId: integer,
  /** Lower-cased as stored. */
  username: string,
});
export type OpenedDownline = FromSchema<typeof openedDownline>;

/**
 * `POST /wps/agent/downline`, encrypted: an account (member, or sub-agent with `customerType` 1)
 * directly under the logged-in agent.
 */
export const openDownline = endpoint({
  method: 'POST',
  path: '/wps/agent/downline',
  auth: 'session',
  body: object({
    username: formField,
    password: formField,
    confirmPassword: formField,
    /** 0 member (the default), 1 sub-agent. */
    customerType: formField,
    nickname: formField,
  }),
  response: openedDownline,
});

const rebateRate = record({
  gameType: string,
  /** A fraction of the valid bet (0.008 = 0.8 %). */
  rate: number,
  /** The upline agent's rate (this agent's ceiling); null for a top-level agent. */
  uplineRate: nullable(number),
});
export type RebateRate = FromSchema<typeof rebateRate>;

const rebateSettings = record({ topAgent: boolean, rates: array(rebateRate) });
export type RebateSettings = FromSchema<typeof rebateSettings>;

/** `GET /wps/agent/rebateSettings`: the agent's rates per game type, in ladder order. */
export const getRebateSettings = endpoint({
  method: 'GET',
  path: '/wps/agent/rebateSettings',
  auth: 'session',
  response: rebateSettings,
});

/** One game type's part of an agent's rebate. */
const rebateDetail = record({
  gameType: string,
  validBet: number,
  /** The agent's own rate for the type (what it earns on direct members' bets). */
  rate: number,
  rebateAmount: number,
});
export type RebateDetail = FromSchema<typeof rebateDetail>;

const rebateDay = record({
  /** `YYYY-MM-DD` in the tenant's zone. */
  day: string,
  validBetAmount: number,
  rebateAmount: number,
  /** `settled`: paid (amounts as paid); `pending`: today or a day not settled yet (amounts so far). */
  status: oneOf('settled', 'pending'),
  settledAt: nullable(number),
  details: array(rebateDetail),
});
export type RebateDay = FromSchema<typeof rebateDay>;

const rebateIncomeTotals = record({
  validBetAmount: number,
  rebateAmount: number,
  settledAmount: number,
  pendingAmount: number,
});
export type RebateIncomeTotals = FromSchema<typeof rebateIncomeTotals>;

/** `GET /wps/agent/rebateIncome`: the agent's rebate per day with team bets or a settlement. */
export const getRebateIncome = endpoint({
  method: 'GET',
  path: '/wps/agent/rebateIncome',
  auth: 'session',
  query: reportQuery,
  response: reportPage(rebateDay, rebateIncomeTotals),
});

/** One direct downline: what its own and its team's bets earned the agent. */
const teamRebateRow = record({
  memberId: integer,
  username: string,
  customerType: integer,
  isAgent: boolean,
  ownValidBet: number,
  teamValidBet: number,
  validBetAmount: number,
  rebateAmount: number,
});
export type TeamRebateRow = FromSchema<typeof teamRebateRow>;

const teamRebateTotals = record({
  memberCount: integer,
  validBetAmount: number,
  rebateAmount: number,
});
export type TeamRebateTotals = FromSchema<typeof teamRebateTotals>;

/** `GET /wps/agent/teamRebate`: every matching direct downline, the biggest earners first. */
export const getTeamRebate = endpoint({
  method: 'GET',
  path: '/wps/agent/teamRebate',
  auth: 'session',
  query: object({
    ...reportQueryProperties,
    /** Part of the downline's username (case-insensitive). */
    username: singleLineText(64),
  }),
  response: reportPage(teamRebateRow, teamRebateTotals),
});

export const DIVIDEND_STATUSES = [
  'settled',
  'pending',
  'nothingDue',
  'open',
  'noContract',
] as const;

/** One period of the dividend report. */
const dividendPeriodRow = record({
  /** `YYYY-MM-H1` / `YYYY-MM-H2` (half month) or `YYYY-MM`. */
  period: string,
  /** [start, end) epoch ms of the period in the tenant's zone. */
  startTime: number,
  endTime: number,
  validBetAmount: number,
  /** The company's result on the team: positive when the team lost (its bets minus its wins). */
  teamResult: number,
  /** The dividend contract's tier reached by the team's loss, in percent (0 without a contract). */
  ratePercent: number,
  amount: number,
  /**
   * `settled`: paid; `pending`: over, not paid yet; `nothingDue`: over, the team did not lose;
   * `open`: not over (amount so far); `noContract`: no accepted dividend contract.
   */
  status: oneOf(...DIVIDEND_STATUSES),
  settledAt: nullable(number),
});
export type DividendPeriod = FromSchema<typeof dividendPeriodRow>;
export type DividendStatus = DividendPeriod['status'];

const dividendTotals = record({
  validBetAmount: number,
  teamResult: number,
  amount: number,
  settledAmount: number,
  /** The accepted dividend contract, null without one. */
  contract: nullable(record({ id: integer, period: dividendPeriod, tiers: dividendTiers })),
});
export type DividendTotals = FromSchema<typeof dividendTotals>;

/**
 * `GET /wps/agent/dividends`: the agent's dividend per period overlapping the range, newest first
 * (`function.not.available` where the tenant has dividends off).
 */
export const getDividends = endpoint({
  method: 'GET',
  path: '/wps/agent/dividends',
  auth: 'session',
  query: reportQuery,
  response: reportPage(dividendPeriodRow, dividendTotals),
});
