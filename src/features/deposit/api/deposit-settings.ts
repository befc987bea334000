import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import type { DepositSettings } from '../types';

/** `GET /wps/relay/MCSFE_getDepositSettings`: channels with limits and quick amounts. */
export const depositSettingsQuery = () =>
  queryOptions({
    queryKey: queryKey('deposit', 'settings'),
    queryFn: ({ signal }) =>
      api.get<DepositSettings>('/wps/relay/MCSFE_getDepositSettings', { signal }),
  });

export const useDepositSettings = () => useQuery(depositSettingsQuery());
