import type { FromSchema } from 'json-schema-to-ts';

import { endpoint } from './endpoint';
import { pageNo, pageSize, requestId } from './inputs';
import { array, boolean, integer, number, object, oneOf, record, string } from './schema';

/** Member club (docs/api-member.md "Member club"): VIP levels, manual rebate, rebate report. */

const clubTotals = record({
  /** Accumulated deposits. */
  deposit: number,
  /** Accumulated bets less lottery refunds. */
  turnover: number,
});
export type ClubTotals = FromSchema<typeof clubTotals>;

const progress = record({ current: number, required: number });

const rebateRate = record({
  gameType: string,
  /** Fraction of the bet (0.005 = 0.5 %). */
  rate: number,
});

const clubLevel = record({
  level: integer,
  levelName: string,
  depositThreshold: number,
  turnoverThreshold: number,
  upgradeBonus: number,
  birthdayBonus: number,
  withdrawDailyCount: integer,
  withdrawDailyMax: number,
  /** Rated game types in the ladder's order. */
  rebateRates: array(rebateRate),
});
export type ClubLevel = FromSchema<typeof clubLevel>;

const clubBenefit = object(
  {
    level: integer,
    levelName: string,
    totals: clubTotals,
    /** Absent at the top level. */
    next: record({ level: integer, levelName: string, deposit: progress, turnover: progress }),
    levels: array(clubLevel),
    /** Levels whose upgrade bonus this call credited. */
    upgradedTo: array(integer),
  },
  ['level', 'levelName', 'totals', 'levels', 'upgradedTo'],
);
export type ClubBenefit = FromSchema<typeof clubBenefit>;

/** `GET /wps/relay/MCSFE_getMemberClubBenefit` (not trial): level, progress to the next, the ladder. */
export const getMemberClubBenefit = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMemberClubBenefit',
  auth: 'session',
  response: clubBenefit,
});

const rebateRow = record({
  gameType: string,
  rounds: integer,
  betAmount: number,
  /** Fraction of the bet (0.005 = 0.5 %). */
  rate: number,
  rebateAmount: number,
});
/** One game type's part of a rebate. */
export type RebateRow = FromSchema<typeof rebateRow>;

const manualRebate = record({
  level: integer,
  levelName: string,
  /** Every rated type (bet 0 when none) and every type with unrebated bets. */
  rows: array(rebateRow),
  totalBet: number,
  totalAmount: number,
  minAmount: number,
  claimable: boolean,
});
export type ManualRebate = FromSchema<typeof manualRebate>;

/** `GET /wps/relay/MCSFE_getManualRebate` (not trial, MANPLAYREB3): what a claim would pay now. */
export const getManualRebate = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getManualRebate',
  auth: 'session',
  response: manualRebate,
});

const rebateClaim = record({
  rebateId: integer,
  amount: number,
  balance: number,
  levelName: string,
  /** The types paid. */
  rows: array(rebateRow),
  /** The request id was claimed before: nothing moved, this is the first answer again. */
  replayed: boolean,
});
export type RebateClaim = FromSchema<typeof rebateClaim>;

/** `POST /wps/relay/MCSFE_claimManualRebate` (not trial, MANPLAYREB3): `requestId` pays once. */
export const claimManualRebate = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_claimManualRebate',
  auth: 'session',
  body: object({ requestId }, ['requestId']),
  response: rebateClaim,
});

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';

/** The report query (docs/api-member.md "Shared rules"): days in the tenant's time zone, a page. */
const reportQuery = object({
  /** `YYYY-MM-DD`; defaults to `endDate`. */
  startDate: { type: 'string', pattern: DATE },
  /** `YYYY-MM-DD`; defaults to today. */
  endDate: { type: 'string', pattern: DATE },
  pageNo,
  pageSize: pageSize(20),
});

const rebateRecord = record({
  id: integer,
  /** Epoch ms of the claim. */
  rebateTime: number,
  /** Manual rebates are claimed by the member (the only kind the reference server pays). */
  rebateType: oneOf('MANUAL'),
  levelName: string,
  betAmount: number,
  amount: number,
  status: oneOf('issued'),
  details: array(rebateRow),
});
export type RebateRecord = FromSchema<typeof rebateRecord>;

const rebateTotals = record({ totalAmount: number, totalBet: number });
export type RebateTotals = FromSchema<typeof rebateTotals>;

/** `GET /wps/report/rebate` (not trial, PLYRBT): my rebates in the days, newest first; range totals. */
export const getRebateReport = endpoint({
  method: 'GET',
  path: '/wps/report/rebate',
  auth: 'session',
  query: reportQuery,
  response: record({
    content: array(rebateRecord),
    pageNum: integer,
    totalPages: integer,
    totalCount: integer,
    footer: rebateTotals,
  }),
});
