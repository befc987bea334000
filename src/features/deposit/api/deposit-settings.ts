import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDepositSettings } from '../../../../contract/deposit';
import { call } from '../../../lib/api-call';
import { depositKeys } from './deposit-keys';

/** `GET /wps/relay/MCSFE_getDepositSettings`: channels with limits and quick amounts. */
export const depositSettingsQuery = () =>
  queryOptions({
    queryKey: depositKeys.settings(),
    queryFn: ({ signal }) => call(getDepositSettings, { signal }),
  });

export const useDepositSettings = () => useQuery(depositSettingsQuery());
