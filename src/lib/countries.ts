import { queryOptions, useQuery } from '@tanstack/react-query';

import { getCountries } from '../../contract/account';
import { call } from './api-call';
import { systemKeys } from './system-keys';

/** One row of `GET /wps/system/country` (docs/api.md); the tenant's own country comes first. */
export type { Country } from '../../contract/account';

export const countriesQuery = () =>
  queryOptions({
    queryKey: systemKeys.countries(),
    queryFn: ({ signal }) => call(getCountries, { signal }),
    staleTime: 60 * 60_000,
  });

/** Dialing codes for mobile inputs (registration, password reset by phone). */
export const useCountries = () => useQuery(countriesQuery());
