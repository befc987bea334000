import { getTeamRebate } from '../../../../contract/agent';
import { call } from '../../../lib/api-call';
import { usePagedQuery } from '../../../lib/paged-report';
import type { DayRange } from '../../../ui/report';
import { agentIncomeKeys } from './agent-income-keys';

export type { TeamRebateRow } from '../../../../contract/agent';

/**
 * `GET /wps/agent/teamRebate`: what each direct downline (with its team) earned the agent in
 * `range`; `username` filters.
 */
export function useTeamRebate(range: DayRange, username: string) {
  const params = { ...range, username: username || undefined };
  return usePagedQuery({
    key: agentIncomeKeys.teamRebate(),
    params,
    fetchPage: (page, signal) => call(getTeamRebate, { query: { ...params, ...page }, signal }),
  });
}
