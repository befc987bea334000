// The wire shapes of contracts are the API contract's (contract/agent-contracts.ts).
import type { ContractKind, ContractTerms } from '../../../contract/agent-contracts';

export {
  CONTRACT_KINDS,
  type Contract,
  type ContractKind,
  type ContractStatus,
  type ContractTerms,
  type DailySalaryTerms,
  type DividendTerms,
  type HourSalaryTerms,
} from '../../../contract/agent-contracts';
import type { LedgerKind } from '../ledger-kinds';

/** The ledger kind each contract pays with (the transaction report groups them). */
export const PAYOUT_KIND: Record<ContractKind, LedgerKind> = {
  dailySalary: 'salary.daily',
  hourSalary: 'salary.hourly',
  dividend: 'dividend',
};

/** Terms the development route and the seed offer when none are given. */
export const DEFAULT_TERMS: { [K in ContractKind]: ContractTerms } = {
  dailySalary: {
    tiers: [
      { minValidBet: 1000, salary: 20 },
      { minValidBet: 5000, salary: 120 },
      { minValidBet: 20000, salary: 600 },
    ],
  },
  hourSalary: {
    tiers: [
      { minValidBetPerHour: 200, salary: 2 },
      { minValidBetPerHour: 1000, salary: 12 },
    ],
  },
  dividend: {
    period: 'half-month',
    tiers: [
      { minProfitLoss: 1, ratePercent: 10 },
      { minProfitLoss: 5000, ratePercent: 15 },
      { minProfitLoss: 20000, ratePercent: 25 },
    ],
  },
};
