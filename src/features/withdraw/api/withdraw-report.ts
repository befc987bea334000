import { usePagedReport } from '../../../lib/paged-report';
import type { DayRange } from '../../../ui/report';
import type { WithdrawalStatus, Withdrawal, WithdrawFooter } from '../types';

/** `GET /wps/report/withdrawTransaction`: the member's withdrawals in a range, newest first. */
export const useWithdrawReport = (range: DayRange, status?: WithdrawalStatus) =>
  usePagedReport<Withdrawal, WithdrawFooter>({
    key: ['withdraw', 'report'],
    path: '/wps/report/withdrawTransaction',
    params: { ...range, status },
  });
