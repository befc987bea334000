import { usePagedReport } from '../../../lib/paged-report';
import type { DayRange } from '../../../ui/report';

/** One game type of a day's agent rebate. */
export interface RebateDetail {
  gameType: string;
  validBet: number;
  /** The agent's own rate for the type (fraction). */
  rate: number;
  rebateAmount: number;
}

/** One day of `GET /wps/agent/rebateIncome`. */
export interface RebateDay {
  /** `YYYY-MM-DD` on the merchant's calendar. */
  day: string;
  validBetAmount: number;
  rebateAmount: number;
  status: 'settled' | 'pending';
  settledAt: number | null;
  details: RebateDetail[];
}

export interface RebateIncomeTotals {
  validBetAmount: number;
  rebateAmount: number;
  settledAmount: number;
  pendingAmount: number;
}

/** The agent's rebate income per day of `range`, newest first. */
export const useRebateIncome = (range: DayRange) =>
  usePagedReport<RebateDay, RebateIncomeTotals>({
    key: ['agentIncome', 'rebateIncome'],
    path: '/wps/agent/rebateIncome',
    params: { ...range },
  });
