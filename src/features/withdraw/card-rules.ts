import type { CardType } from './types';

/** The server's rules for a new card (it checks them again). */
const ACCOUNT: Record<CardType, RegExp> = {
  BC: /^\d{6,20}$/,
  EW: /^\d{8,15}$/,
  VC: /^[A-Za-z0-9]{26,64}$/,
};
const HOLDER = /^[\p{L}][\p{L}\p{M} .'-]{1,59}$/u;

/** Spaces and dashes people type between digit groups are not part of the number. */
export const normalAccount = (text: string) => text.replace(/[\s-]/g, '');

export type CardProblem = 'bank_required' | 'holder_invalid' | `account_invalid_${CardType}`;

export function cardProblems(input: {
  cardType: CardType;
  bankCode: string;
  holderName: string;
  accountNumber: string;
}): Partial<Record<'bankCode' | 'holderName' | 'accountNumber', CardProblem>> {
  const holder = input.holderName.trim().replace(/\s+/g, ' ');
  return {
    ...(input.bankCode ? {} : { bankCode: 'bank_required' }),
    ...(HOLDER.test(holder) ? {} : { holderName: 'holder_invalid' }),
    ...(ACCOUNT[input.cardType].test(normalAccount(input.accountNumber))
      ? {}
      : { accountNumber: `account_invalid_${input.cardType}` as const }),
  };
}
