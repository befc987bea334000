import type { FromSchema } from 'json-schema-to-ts';

import { endpoint } from './endpoint';
import { idInteger } from './inputs';
import { array, boolean, integer, nullable, number, object, oneOf, record, string } from './schema';

// Agent contracts (docs/api-agent.md "Contracts"): daily salary, dividend and hourly salary offered
// to an agent, its answer, and what they paid.

/** The three contracts an upline or the operator offers an agent. */
export const CONTRACT_KINDS = ['dailySalary', 'dividend', 'hourSalary'] as const;
const contractKind = oneOf(...CONTRACT_KINDS);
export type ContractKind = FromSchema<typeof contractKind>;

export const CONTRACT_STATUSES = ['offered', 'accepted', 'rejected'] as const;
const contractStatus = oneOf(...CONTRACT_STATUSES);
export type ContractStatus = FromSchema<typeof contractStatus>;

/** Daily salary: the highest tier whose `minValidBet` the team's valid bet of the day reaches. */
const dailySalaryTerms = record({
  tiers: array(record({ minValidBet: number, salary: number })),
});
export type DailySalaryTerms = FromSchema<typeof dailySalaryTerms>;

/** Hourly salary: the same per hour of team turnover. */
const hourSalaryTerms = record({
  tiers: array(record({ minValidBetPerHour: number, salary: number })),
});
export type HourSalaryTerms = FromSchema<typeof hourSalaryTerms>;

/** How a dividend's periods are cut. */
export const dividendPeriod = oneOf('half-month', 'month');
/**
 * The highest tier whose `minProfitLoss` (the team's loss as a positive amount) is reached pays
 * `ratePercent` of that loss.
 */
export const dividendTiers = array(record({ minProfitLoss: number, ratePercent: number }));

/** Dividend per closed period. */
const dividendTerms = record({ period: dividendPeriod, tiers: dividendTiers });
export type DividendTerms = FromSchema<typeof dividendTerms>;

const contractTerms = { anyOf: [dailySalaryTerms, hourSalaryTerms, dividendTerms] } as const;
export type ContractTerms = FromSchema<typeof contractTerms>;

const contract = record({
  id: integer,
  kind: contractKind,
  status: contractStatus,
  /** The terms of `kind`. */
  terms: contractTerms,
  /** Username of the upline that offered it; null when the operator did. */
  offeredBy: nullable(string),
  offeredAt: number,
  answeredAt: nullable(number),
});
export type Contract = FromSchema<typeof contract>;

const payout = record({
  id: integer,
  contractId: integer,
  /** 'YYYY-MM-DD', 'YYYY-MM-DDTHH', 'YYYY-MM' or 'YYYY-MM-H1' / 'YYYY-MM-H2'. */
  period: string,
  /** The team's valid bet (salaries) or loss (dividend) the tier was chosen by. */
  basis: number,
  amount: number,
  paidAt: number,
});
export type Payout = FromSchema<typeof payout>;

const contractOffer = record({ kind: contractKind, id: integer });
export type ContractOffer = FromSchema<typeof contractOffer>;

const waiting = oneOf(0, 1);

const contractCheck = object(
  {
    /** 1: an offered daily salary contract waits for the agent's answer. */
    dailysalreqtype: waiting,
    divtypecompperiodreq: waiting,
    contracthoursalreq: waiting,
    /**
     * The waiting contracts (one prompt per contract). The reference server always sends it; other
     * platforms do not.
     */
    offers: array(contractOffer),
  },
  ['dailysalreqtype', 'divtypecompperiodreq', 'contracthoursalreq'],
);
export type ContractCheck = FromSchema<typeof contractCheck>;

/**
 * `GET /wps/relay/MCSFE_checkContracts`: which contracts wait for an answer (always none for
 * members and the contract-exempt agent types).
 */
export const checkContracts = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_checkContracts',
  auth: 'session',
  response: contractCheck,
});

const contractPage = record({
  /** The live contract (offered or accepted), else the latest rejected one. */
  contract: nullable(contract),
  /** Newest first, at most 100. */
  payouts: array(payout),
});
export type ContractPage = FromSchema<typeof contractPage>;

const answer = record({ contractId: idInteger, accept: boolean });

// Each kind's page and answer. The answer is the updated contract; answering an answered contract
// the other way fails with `contract.answered` (its value: the contract).

/** `GET /wps/relay/MCSFE_getDailySalaryContract`. */
export const getDailySalaryContract = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getDailySalaryContract',
  auth: 'session',
  response: contractPage,
});

/** `POST /wps/relay/MCSFE_processDailySalaryContract` `{contractId, accept}`. */
export const processDailySalaryContract = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_processDailySalaryContract',
  auth: 'session',
  body: answer,
  response: contract,
});

/** `GET /wps/relay/MCSFE_processDailySalaryContract?contractId&accept` (spec §7 lists a GET too). */
export const processDailySalaryContractByQuery = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_processDailySalaryContract',
  auth: 'session',
  query: answer,
  response: contract,
});

/** `GET /wps/relay/MCSFE_getContractDividend` (dividends off: no contract, no payouts). */
export const getDividendContract = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getContractDividend',
  auth: 'session',
  response: contractPage,
});

/** `POST /wps/relay/MCSFE_processContractDividend` (dividends off: `function.not.available`). */
export const processDividendContract = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_processContractDividend',
  auth: 'session',
  body: answer,
  response: contract,
});

/** `GET /wps/relay/MCSFE_getContractHourSalary`. */
export const getHourSalaryContract = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getContractHourSalary',
  auth: 'session',
  response: contractPage,
});

/** `POST /wps/relay/MCSFE_processContractHourSalary`. */
export const processHourSalaryContract = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_processContractHourSalary',
  auth: 'session',
  body: answer,
  response: contract,
});

/** The page and the answer of each kind. */
export const CONTRACT_ENDPOINTS = {
  dailySalary: { get: getDailySalaryContract, process: processDailySalaryContract },
  dividend: { get: getDividendContract, process: processDividendContract },
  hourSalary: { get: getHourSalaryContract, process: processHourSalaryContract },
} as const satisfies Record<ContractKind, object>;
