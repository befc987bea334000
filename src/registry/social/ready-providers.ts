import { queryOptions, useQuery } from '@tanstack/react-query';

import { getSocialProviders } from '../../../contract/account';
import { call } from '../../lib/api-call';
import { queryKey } from '../../lib/query-client';

export const socialProvidersQuery = () =>
  queryOptions({
    queryKey: queryKey('system', 'social'),
    queryFn: ({ signal }) => call(getSocialProviders, { signal }),
    staleTime: 5 * 60_000,
  });

/** Providers that are initialised; a button shows only for these (spec §2 Login, Registration). */
export const useSocialProviders = (enabled: boolean) =>
  useQuery({ ...socialProvidersQuery(), enabled });
