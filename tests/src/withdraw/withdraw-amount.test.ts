import { describe, expect, it } from 'vitest';

import { amountProblem, feeOf, netOf, parseAmount } from '../../../src/features/withdraw/amount';
import { cardProblems } from '../../../src/features/withdraw/card-rules';
import type { WithdrawSettings } from '../../../src/features/withdraw/types';

const settings = {
  minAmount: 10,
  maxAmount: 1000,
  feePercent: 1.5,
  feeFixed: 1,
} as WithdrawSettings;

describe('withdraw amount', () => {
  it('parses dot or comma decimals, at most 2', () => {
    expect(parseAmount('12,5')).toBe(12.5);
    expect(parseAmount(' 100.25 ')).toBe(100.25);
    expect(parseAmount('1.234')).toBeNaN();
    expect(parseAmount('-3')).toBeNaN();
  });

  it('works out the fee as the server does (percent to the cent plus fixed) and the net', () => {
    expect(feeOf(settings, 100)).toBe(2.5);
    expect(feeOf(settings, 33.33)).toBe(1.5);
    expect(netOf(settings, 100)).toBe(97.5);
    expect(netOf({ feePercent: 0, feeFixed: 10 }, 5)).toBe(0);
  });

  it('names the first problem', () => {
    expect(amountProblem('', settings, 500)).toEqual({ key: 'amount_required' });
    expect(amountProblem('1.001', settings, 500)).toEqual({ key: 'amount_format' });
    expect(amountProblem('9.99', settings, 500)).toEqual({ key: 'amount_min', limit: 10 });
    expect(amountProblem('1000.01', settings, 5000)).toEqual({ key: 'amount_max', limit: 1000 });
    expect(amountProblem('600', settings, 500)).toEqual({ key: 'amount_balance', limit: 500 });
    expect(amountProblem('2', { ...settings, minAmount: 1, feeFixed: 5 }, 500)).toEqual({
      key: 'amount_fee',
      limit: 5.03,
    });
    expect(amountProblem('500', settings, 500)).toBeNull();
  });
});

describe('card rules', () => {
  it('checks bank, holder and the number per card type', () => {
    const card = {
      cardType: 'BC' as const,
      bankCode: 'BB',
      holderName: 'Ana Souza',
      accountNumber: '1234 5678',
    };
    expect(cardProblems(card)).toEqual({});
    expect(cardProblems({ ...card, bankCode: '', holderName: '7', accountNumber: '12' })).toEqual({
      bankCode: 'bank_required',
      holderName: 'holder_invalid',
      accountNumber: 'account_invalid_BC',
    });
    expect(cardProblems({ ...card, cardType: 'EW', accountNumber: '0917-123-4567' })).toEqual({});
    expect(cardProblems({ ...card, cardType: 'VC', accountNumber: '1234 5678' })).toEqual({
      accountNumber: 'account_invalid_VC',
    });
  });
});
