import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import type { WithdrawSettings } from '../types';

export const withdrawSettingsQuery = () =>
  queryOptions({
    queryKey: queryKey('withdraw', 'settings'),
    queryFn: ({ signal }) =>
      api.get<WithdrawSettings>('/wps/relay/MCSFE_getWithdrawSettings', { signal }),
    // Read again on every visit: the member may have just set a payment password elsewhere.
    staleTime: 0,
  });

export const useWithdrawSettings = () => useQuery(withdrawSettingsQuery());
