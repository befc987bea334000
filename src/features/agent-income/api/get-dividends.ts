import { getDividends } from '../../../../contract/agent';
import { call } from '../../../lib/api-call';
import { usePagedQuery } from '../../../lib/paged-report';
import type { DayRange } from '../../../ui/report';
import { agentIncomeKeys } from './agent-income-keys';

export type { DividendPeriod, DividendStatus, DividendTotals } from '../../../../contract/agent';

/** `GET /wps/agent/dividends`: the agent's dividend per period overlapping `range`, newest first. */
export function useDividends(range: DayRange) {
  const params = { ...range };
  return usePagedQuery({
    key: agentIncomeKeys.dividends(),
    params,
    fetchPage: (page, signal) => call(getDividends, { query: { ...params, ...page }, signal }),
  });
}
