import { getRebateIncome } from '../../../../contract/agent';
import { call } from '../../../lib/api-call';
import { usePagedQuery } from '../../../lib/paged-report';
import type { DayRange } from '../../../ui/report';
import { agentIncomeKeys } from './agent-income-keys';

export type { RebateDay } from '../../../../contract/agent';

/** `GET /wps/agent/rebateIncome`: the agent's rebate income per day of `range`, newest first. */
export function useRebateIncome(range: DayRange) {
  const params = { ...range };
  return usePagedQuery({
    key: agentIncomeKeys.rebateIncome(),
    params,
    fetchPage: (page, signal) => call(getRebateIncome, { query: { ...params, ...page }, signal }),
  });
}
