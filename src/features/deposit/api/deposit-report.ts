import { getDepositReport } from '../../../../contract/deposit';
import { call } from '../../../lib/api-call';
import { usePagedQuery } from '../../../lib/paged-report';
import type { DayRange } from '../../../ui/report';
import type { DepositStatus } from '../types';
import { depositKeys } from './deposit-keys';

export type { DepositRow as DepositReportRow } from '../types';

/** `GET /wps/report/depositTransaction`: the member's deposits in the days, optionally one status. */
export function useDepositReport(range: DayRange, status?: DepositStatus) {
  const filter = { ...range, status };
  return usePagedQuery({
    key: depositKeys.report(),
    params: filter,
    fetchPage: (page, signal) => call(getDepositReport, { query: { ...filter, ...page }, signal }),
  });
}
