import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import type { BankCard, CardType } from '../types';

export interface NewBankCard {
  cardType: CardType;
  bankCode: string;
  holderName: string;
  accountNumber: string;
}

/** `PUT /wps/member/bankCard`: the account number travels encrypted (protocol.md §3). */
export const addBankCard = (card: NewBankCard) =>
  api.put<BankCard>('/wps/member/bankCard', card, { encrypted: true });

export function useAddBankCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addBankCard,
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKey('withdraw', 'cards') }),
  });
}
