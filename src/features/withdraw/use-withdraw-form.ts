import { useRef, useState } from 'react';

import { toMajor } from '../../../contract/money';

import { useCreateWithdrawal, type WithdrawalResult } from './api/create-withdrawal';
import { amountProblem, parseAmount } from './amount';
import type { BankCard, WithdrawSettings } from './types';

/**
 * State of the withdraw form: card, amount (with its problem), payment password and `submit`. One
 * request id per (card, amount) until it succeeds, so a retry after a lost answer is not a second
 * withdrawal.
 */
export function useWithdrawForm(settings: WithdrawSettings, cards: BankCard[], balance?: number) {
  const [chosenCard, setChosenCard] = useState<number>();
  const [amountText, setAmountText] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [result, setResult] = useState<WithdrawalResult>();
  const create = useCreateWithdrawal();
  const requestIds = useRef(new Map<string, string>());
  const cardId = cards.some((card) => card.id === chosenCard) ? chosenCard : cards[0]?.id;
  const problem = amountProblem(amountText, settings, balance);
  const passwordMissing = settings.needPassword && !password;

  const edit =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      create.reset();
    };

  async function submit(): Promise<void> {
    setTouched(true);
    const amount = parseAmount(amountText);
    if (problem || passwordMissing || cardId === undefined || amount === undefined) return;
    const key = `${cardId}:${amount}`;
    const requestId = requestIds.current.get(key) ?? crypto.randomUUID();
    requestIds.current.set(key, requestId);
    const answer = await create.mutateAsync({
      amount: toMajor(amount),
      bankCardId: cardId,
      requestId,
      ...(settings.needPassword ? { password } : {}),
    });
    requestIds.current.delete(key);
    setResult(answer);
    setAmountText('');
    setPassword('');
    setTouched(false);
  }

  return {
    cardId,
    chooseCard: edit(setChosenCard),
    amountText,
    chooseAmount: edit(setAmountText),
    /** The typed amount in minor units, undefined while it is not a valid amount. */
    amount: parseAmount(amountText),
    problem: touched ? problem : null,
    password,
    setPassword: edit(setPassword),
    passwordMissing: touched && passwordMissing,
    submit: () => submit().catch(() => undefined),
    pending: create.isPending,
    error: create.error,
    result,
    clearResult: () => setResult(undefined),
  };
}

export type WithdrawForm = ReturnType<typeof useWithdrawForm>;
