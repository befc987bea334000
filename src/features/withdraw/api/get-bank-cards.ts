import { queryOptions, useQuery } from '@tanstack/react-query';

import { getBankCards } from '../../../../contract/withdraw';
import { call } from '../../../lib/api-call';
import { withdrawKeys } from './withdraw-keys';

export const bankCardsQuery = () =>
  queryOptions({
    queryKey: withdrawKeys.cards(),
    queryFn: ({ signal }) => call(getBankCards, { signal }),
  });

export const useBankCards = () => useQuery(bankCardsQuery());
