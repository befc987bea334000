import { queryOptions, useQuery } from '@tanstack/react-query';

import { getVendorSorting } from '../../../../contract/games';
import { call } from '../../../lib/api-call';
import { gameKeys } from './game-keys';

/** `GET /wps/relay/GCSGAME_getVendorSorting`: the category order and each category's vendors. */
export const vendorSortingQuery = () =>
  queryOptions({
    queryKey: gameKeys.vendorSorting(),
    queryFn: ({ signal }) => call(getVendorSorting, { signal }),
    staleTime: 10 * 60_000,
  });

export const useVendorSorting = () => useQuery(vendorSortingQuery());
