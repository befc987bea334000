import { usePagedReport } from '../../../lib/paged-report';
import type { DayRange } from '../../../ui/report';
import type { RebateRow } from './get-manual-rebate';

/** One row of `GET /wps/report/rebate`. */
export interface RebateRecord {
  id: number;
  /** Epoch ms of the claim. */
  rebateTime: number;
  rebateType: 'MANUAL';
  levelName: string;
  betAmount: number;
  amount: number;
  status: 'issued';
  details: RebateRow[];
}

export interface RebateTotals {
  totalAmount: number;
  totalBet: number;
}

/** The member's rebates in the days of `range`, page after page. */
export const useRebateReport = (range: DayRange) =>
  usePagedReport<RebateRecord, RebateTotals>({
    key: ['rebate', 'report'],
    path: '/wps/report/rebate',
    params: { ...range },
  });
