import { describe, expect, it } from 'vitest';

import { amountProblem, parseAmount } from '../../../src/features/deposit/amount';
import type { DepositChannel } from '../../../src/features/deposit/types';

const channel: DepositChannel = {
  code: 'PIX',
  type: 'qr',
  name: 'PIX',
  currency: 'BRL',
  minAmount: 10,
  maxAmount: 500,
  quickAmounts: [20, 50],
};

describe('deposit amount', () => {
  it('reads dot or comma decimals', () => {
    expect(parseAmount('12.5')).toBe(12.5);
    expect(parseAmount(' 12,75 ')).toBe(12.75);
    expect(parseAmount('1e3')).toBeNaN();
  });

  it('names the first problem: empty, format, below min, above max', () => {
    expect(amountProblem('', channel)).toEqual({ key: 'amount_required' });
    expect(amountProblem('abc', channel)).toEqual({ key: 'amount_format' });
    expect(amountProblem('10.001', channel)).toEqual({ key: 'amount_format' });
    expect(amountProblem('9.99', channel)).toEqual({ key: 'amount_min', limit: 10 });
    expect(amountProblem('500.01', channel)).toEqual({ key: 'amount_max', limit: 500 });
    expect(amountProblem('10', channel)).toBeNull();
    expect(amountProblem('499,99', channel)).toBeNull();
  });
});
