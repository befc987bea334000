import { queryOptions, useQuery } from '@tanstack/react-query';

import { getBankCards } from '../../../../contract/withdraw';
import { call } from '../../../lib/api-call';
import { queryKey } from '../../../lib/query-client';

export const bankCardsQuery = () =>
  queryOptions({
    queryKey: queryKey('withdraw', 'cards'),
    queryFn: ({ signal }) => call(getBankCards, { signal }),
  });

export const useBankCards = () => useQuery(bankCardsQuery());
