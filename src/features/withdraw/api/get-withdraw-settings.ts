import { queryOptions, useQuery } from '@tanstack/react-query';

import { getWithdrawSettings } from '../../../../contract/withdraw';
import { call } from '../../../lib/api-call';
import { withdrawKeys } from './withdraw-keys';

export const withdrawSettingsQuery = () =>
  queryOptions({
    queryKey: withdrawKeys.settings(),
    queryFn: ({ signal }) => call(getWithdrawSettings, { signal }),
    // Read again on every visit: the member may have just set a payment password elsewhere.
    staleTime: 0,
  });

export const useWithdrawSettings = () => useQuery(withdrawSettingsQuery());
