import { queryOptions, useQuery } from '@tanstack/react-query';

import { getSocialProviders } from '../../../contract/account';
import { call } from '../../lib/api-call';
import { systemKeys } from '../../lib/system-keys';

export const socialProvidersQuery = () =>
  queryOptions({
    queryKey: systemKeys.socialProviders(),
    queryFn: ({ signal }) => call(getSocialProviders, { signal }),
    staleTime: 5 * 60_000,
  });

/** Providers that are initialised; a button shows only for these (spec §2 Login, Registration). */
export const useSocialProviders = (enabled: boolean) =>
  useQuery({ ...socialProvidersQuery(), enabled });
