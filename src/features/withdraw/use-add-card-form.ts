import { useState } from 'react';

import { useAddBankCard } from './api/add-bank-card';
import { cardProblems, normalAccount } from './card-rules';
import type { BankCard, BankList, CardType } from './types';

/** State of the add-card form: type, bank of that type, holder, number, their problems and `submit`. */
export function useAddCardForm(banks: BankList, onAdded: (card: BankCard) => void) {
  const [cardType, setCardType] = useState<CardType>('BC');
  const [bankCode, setBankCode] = useState('');
  const [holderName, setHolderName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [touched, setTouched] = useState(false);
  const add = useAddBankCard();
  const bank = banks[cardType].some((item) => item.code === bankCode) ? bankCode : '';
  const problems = cardProblems({ cardType, bankCode: bank, holderName, accountNumber });

  const edit =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      add.reset();
    };

  async function submit() {
    setTouched(true);
    if (Object.keys(problems).length) return;
    const card = await add.mutateAsync({
      cardType,
      bankCode: bank,
      holderName: holderName.trim(),
      accountNumber: normalAccount(accountNumber),
    });
    onAdded(card);
  }

  return {
    cardType,
    setCardType: edit(setCardType),
    bankCode: bank,
    setBankCode: edit(setBankCode),
    holderName,
    setHolderName: edit(setHolderName),
    accountNumber,
    setAccountNumber: edit(setAccountNumber),
    problems: touched ? problems : {},
    submit: () => submit().catch(() => undefined),
    pending: add.isPending,
    error: add.error,
  };
}
