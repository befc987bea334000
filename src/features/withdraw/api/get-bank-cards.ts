import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import type { BankCard } from '../types';

export interface BankCards {
  cards: BankCard[];
  maxCards: number;
}

export const bankCardsQuery = () =>
  queryOptions({
    queryKey: queryKey('withdraw', 'cards'),
    queryFn: ({ signal }) => api.get<BankCards>('/wps/member/bankCard', { signal }),
  });

export const useBankCards = () => useQuery(bankCardsQuery());
