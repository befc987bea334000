import { usePagedReport } from '../../../lib/paged-report';
import type { DayRange } from '../../../ui/report';
import type { Deposit, DepositReportFooter, DepositStatus } from '../types';

export type DepositReportRow = Pick<
  Deposit,
  'id' | 'orderNo' | 'channel' | 'channelName' | 'amount' | 'status' | 'createdAt' | 'decidedAt'
>;

/** `GET /wps/report/depositTransaction`: the member's deposits in the days, optionally one status. */
export const useDepositReport = (range: DayRange, status?: DepositStatus) =>
  usePagedReport<DepositReportRow, DepositReportFooter>({
    key: ['deposit', 'report'],
    path: '/wps/report/depositTransaction',
    params: { ...range, status },
  });
