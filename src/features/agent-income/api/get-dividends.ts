import { usePagedReport } from '../../../lib/paged-report';
import type { DayRange } from '../../../ui/report';

export type DividendStatus = 'settled' | 'pending' | 'nothingDue' | 'open' | 'noContract';

/** One period of `GET /wps/agent/dividends`. */
export interface DividendPeriod {
  /** `YYYY-MM-H1` / `YYYY-MM-H2` (half month) or `YYYY-MM`. */
  period: string;
  /** [start, end) epoch ms. */
  startTime: number;
  endTime: number;
  validBetAmount: number;
  /** Positive when the team lost (the company's profit from it). */
  teamResult: number;
  ratePercent: number;
  amount: number;
  status: DividendStatus;
  settledAt: number | null;
}

export interface DividendTotals {
  validBetAmount: number;
  teamResult: number;
  amount: number;
  settledAmount: number;
  contract: {
    id: number;
    period: string;
    tiers: { minProfitLoss: number; ratePercent: number }[];
  } | null;
}

/** The agent's dividend per period overlapping `range`, newest first. */
export const useDividends = (range: DayRange) =>
  usePagedReport<DividendPeriod, DividendTotals>({
    key: ['agentIncome', 'dividends'],
    path: '/wps/agent/dividends',
    params: { ...range },
  });
