import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../lib/api-client';
import { queryKey } from '../../lib/query-client';
import type { VendorSorting } from '../types';

/** `GET /wps/relay/GCSGAME_getVendorSorting`: the category order and each category's vendors. */
export const vendorSortingQuery = () =>
  queryOptions({
    queryKey: queryKey('games', 'vendorSorting'),
    queryFn: ({ signal }) =>
      api.get<VendorSorting>('/wps/relay/GCSGAME_getVendorSorting', { signal }),
    staleTime: 10 * 60_000,
  });

export const useVendorSorting = () => useQuery(vendorSortingQuery());
