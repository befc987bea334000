import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import type { BankList } from '../types';

/** Banks, e-wallets and virtual wallets of the site's country. */
export const bankListQuery = () =>
  queryOptions({
    queryKey: queryKey('withdraw', 'banks'),
    queryFn: ({ signal }) => api.get<BankList>('/wps/relay/MCSFE_getBankList', { signal }),
    staleTime: 60 * 60_000,
  });

export const useBankList = () => useQuery(bankListQuery());
