import { describe, expect, it } from 'vitest';

import { minor } from '../../../contract/money';
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
  it('parses dot or comma decimals, at most 2, into minor units', () => {
    expect(parseAmount('12,5')).toBe(1250);
    expect(parseAmount(' 100.25 ')).toBe(10025);
    expect(parseAmount('0.29')).toBe(29);
    expect(parseAmount('1.234')).toBeUndefined();
    expect(parseAmount('-3')).toBeUndefined();
  });

  it('works out the fee as the server does (percent to the cent plus fixed) and the net', () => {
    expect(feeOf(settings, minor(10_000))).toBe(250);
    // 33.33 × 1.5 % = 0.49995: rounded half up to 0.50, plus the fixed 1.00.
    expect(feeOf(settings, minor(3333))).toBe(150);
    // 19.00 × 1.5 % = 0.285 exactly: 0.29 (in binary floating point 0.285 fell to 0.28).
    expect(feeOf(settings, minor(1900))).toBe(129);
    expect(netOf(settings, minor(10_000))).toBe(9750);
    expect(netOf({ feePercent: 0, feeFixed: 10 }, minor(500))).toBe(0);
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
    // The fee on 19.00 is 1.29 (see above): 1.29 may not be withdrawn, 1.30 may.
    const low = { ...settings, minAmount: 0.01, feePercent: 0, feeFixed: 1.29 };
    expect(amountProblem('1.29', low, 500)).toEqual({ key: 'amount_fee', limit: 1.29 });
    expect(amountProblem('1.30', low, 500)).toBeNull();
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
