import { queryOptions, useQuery } from '@tanstack/react-query';

import { getBankList } from '../../../../contract/withdraw';
import { call } from '../../../lib/api-call';
import { withdrawKeys } from './withdraw-keys';

/** Banks, e-wallets and virtual wallets of the site's country. */
export const bankListQuery = () =>
  queryOptions({
    queryKey: withdrawKeys.banks(),
    queryFn: ({ signal }) => call(getBankList, { signal }),
    staleTime: 60 * 60_000,
  });

export const useBankList = () => useQuery(bankListQuery());
