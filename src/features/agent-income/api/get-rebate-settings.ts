import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';

/** One game type of `GET /wps/agent/rebateSettings` (fractions: 0.008 = 0.8 %). */
export interface RebateRate {
  gameType: string;
  rate: number;
  /** The upline agent's rate (this agent's ceiling); null for a top-level agent. */
  uplineRate: number | null;
}

export interface RebateSettings {
  topAgent: boolean;
  rates: RebateRate[];
}

export const rebateSettingsQuery = () =>
  queryOptions({
    queryKey: queryKey('agentIncome', 'rebateSettings'),
    queryFn: ({ signal }) => api.get<RebateSettings>('/wps/agent/rebateSettings', { signal }),
  });

export const useRebateSettings = () => useQuery(rebateSettingsQuery());
