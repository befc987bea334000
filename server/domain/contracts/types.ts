/** The three contracts an upline or the operator offers an agent. */
export const CONTRACT_KINDS = ['dailySalary', 'dividend', 'hourSalary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

export type ContractStatus = 'offered' | 'accepted' | 'rejected';

/** Daily salary: the highest tier whose `minValidBet` the team's valid bet of the day reaches. */
export interface DailySalaryTerms {
  tiers: { minValidBet: number; salary: number }[];
}

/** Hourly salary: the same per hour of team turnover. */
export interface HourSalaryTerms {
  tiers: { minValidBetPerHour: number; salary: number }[];
}

/**
 * Dividend per closed period: the highest tier whose `minProfitLoss` (the team's loss, i.e. the
 * negative of its profit and loss, as a positive amount) is reached pays `ratePercent` of that loss.
 */
export interface DividendTerms {
  period: 'half-month' | 'month';
  tiers: { minProfitLoss: number; ratePercent: number }[];
}

export type ContractTerms = DailySalaryTerms | HourSalaryTerms | DividendTerms;

export interface Contract {
  id: number;
  kind: ContractKind;
  status: ContractStatus;
  terms: ContractTerms;
  /** Username of the upline that offered it; null when the operator did. */
  offeredBy: string | null;
  offeredAt: number;
  answeredAt: number | null;
}

/** The ledger kind each contract pays with (the transaction report groups them). */
export const PAYOUT_KIND: Record<ContractKind, string> = {
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
