import { getWithdrawReport } from '../../../../contract/withdraw';
import { call } from '../../../lib/api-call';
import { usePagedQuery } from '../../../lib/paged-report';
import type { DayRange } from '../../../ui/report';
import type { WithdrawalStatus } from '../types';
import { withdrawKeys } from './withdraw-keys';

/** `GET /wps/report/withdrawTransaction`: the member's withdrawals in a range, newest first. */
export function useWithdrawReport(range: DayRange, status?: WithdrawalStatus) {
  const filter = { ...range, status };
  return usePagedQuery({
    key: withdrawKeys.report(),
    params: filter,
    fetchPage: (page, signal) => call(getWithdrawReport, { query: { ...filter, ...page }, signal }),
  });
}
