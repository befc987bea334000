import { queryOptions } from '@tanstack/react-query';

import { getVendorSorting } from '../../../../contract/games';
import { arrivedCall, call } from '../../../lib/api-call';
import { useQueryOrArrived } from '../../../lib/arrived-query';
import { gameKeys } from './game-keys';

/** `GET /wps/relay/GCSGAME_getVendorSorting`: the category order and each category's vendors. */
export const vendorSortingQuery = () =>
  queryOptions({
    queryKey: gameKeys.vendorSorting(),
    queryFn: ({ signal }) => call(getVendorSorting, { signal }),
    staleTime: 10 * 60_000,
  });

/** A player landing on a games or lottery page gets it from the page's early request. */
export const useVendorSorting = () =>
  useQueryOrArrived(vendorSortingQuery(), () => arrivedCall(getVendorSorting));
