import { queryOptions, useQuery } from '@tanstack/react-query';

import { getRebateSettings } from '../../../../contract/agent';
import { call } from '../../../lib/api-call';
import { agentIncomeKeys } from './agent-income-keys';

/** `GET /wps/agent/rebateSettings`: the agent's rates (fractions: 0.008 = 0.8 %). */
export const rebateSettingsQuery = () =>
  queryOptions({
    queryKey: agentIncomeKeys.rebateSettings(),
    queryFn: ({ signal }) => call(getRebateSettings, { signal }),
  });

export const useRebateSettings = () => useQuery(rebateSettingsQuery());
