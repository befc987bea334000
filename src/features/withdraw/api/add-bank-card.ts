import { useMutation, useQueryClient } from '@tanstack/react-query';

import { addBankCard } from '../../../../contract/withdraw';
import { call } from '../../../lib/api-call';
import type { NewBankCard } from '../types';
import { withdrawKeys } from './withdraw-keys';

/** `PUT /wps/member/bankCard`: the account number travels encrypted (protocol.md §3). */
export function useAddBankCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (card: NewBankCard) => call(addBankCard, { body: card, encrypted: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: withdrawKeys.cards() }),
  });
}
