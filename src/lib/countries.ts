import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from './api-client';
import { queryKey } from './query-client';

/** One row of `GET /wps/system/country` (docs/api.md); the tenant's own country comes first. */
export interface Country {
  countryCode: string;
  countryName: string;
  dialingCode: string;
}

export const countriesQuery = () =>
  queryOptions({
    queryKey: queryKey('system', 'country'),
    queryFn: ({ signal }) => api.get<Country[]>('/wps/system/country', { signal }),
    select: (rows) => (Array.isArray(rows) ? rows : []),
    staleTime: 60 * 60_000,
  });

/** Dialing codes for mobile inputs (registration, password reset by phone). */
export const useCountries = () => useQuery(countriesQuery());
