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
  it('reads dot or comma decimals into minor units', () => {
    expect(parseAmount('12.5')).toBe(1250);
    expect(parseAmount(' 12,75 ')).toBe(1275);
    expect(parseAmount('0.29')).toBe(29);
    expect(parseAmount('1e3')).toBeUndefined();
    expect(parseAmount('10.001')).toBeUndefined();
  });

  it('names the first problem: empty, format, below min, above max', () => {
    expect(amountProblem('', channel)).toEqual({ key: 'amount_required' });
    expect(amountProblem('abc', channel)).toEqual({ key: 'amount_format' });
    expect(amountProblem('10.001', channel)).toEqual({ key: 'amount_format' });
    expect(amountProblem('9.99', channel)).toEqual({ key: 'amount_min', limit: 10 });
    expect(amountProblem('500.01', channel)).toEqual({ key: 'amount_max', limit: 500 });
    expect(amountProblem('10', channel)).toBeNull();
    expect(amountProblem('499,99', channel)).toBeNull();
    expect(amountProblem('0', channel)).toEqual({ key: 'amount_format' });
    expect(amountProblem('10.10', { ...channel, minAmount: 10.1 })).toBeNull();
  });
});
