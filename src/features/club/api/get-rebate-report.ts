import { getRebateReport } from '../../../../contract/club';
import { call } from '../../../lib/api-call';
import { usePagedQuery } from '../../../lib/paged-report';
import type { DayRange } from '../../../ui/report';
import { clubKeys } from './club-keys';

/** `GET /wps/report/rebate`: the member's rebates in the days of `range`, page after page. */
export function useRebateReport(range: DayRange) {
  const params = { ...range };
  return usePagedQuery({
    key: clubKeys.rebateReport(),
    params,
    fetchPage: (page, signal) => call(getRebateReport, { query: { ...params, ...page }, signal }),
  });
}
