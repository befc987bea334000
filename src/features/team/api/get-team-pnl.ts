import { getTeamProfitLoss } from '../../../../contract/team';
import { call } from '../../../lib/api-call';
import { usePagedQuery } from '../../../lib/paged-report';
import type { DayRange } from '../../../ui/report';
import { teamKeys } from './team-keys';

/** `GET /wps/relay/ODSFE2_getTeamProfitLoss`: one row per day, newest first, totals in the footer. */
export function useTeamPnl({ startDate, endDate }: DayRange) {
  const params = { startDate, endDate };
  return usePagedQuery({
    key: teamKeys.pnl(),
    params,
    fetchPage: (page, signal) => call(getTeamProfitLoss, { query: { ...params, ...page }, signal }),
  });
}
