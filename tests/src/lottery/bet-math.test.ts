import { describe, expect, it } from 'vitest';

import {
  betStake,
  clampMultiple,
  slipBetCount,
  slipTotal,
} from '../../../src/features/lottery/start/bet-math';

describe('bet amounts', () => {
  it('stakes betCount × unit × multiple in exact minor units', () => {
    expect(betStake(3, 0.1, 1)).toBe(30);
    expect(betStake(3, 2, 1)).toBe(600);
    expect(betStake(7, 0.1, 3)).toBe(210);
    expect(betStake(0, 5, 10)).toBe(0);
  });

  it('adds up a slip without floating-point drift', () => {
    const rows = [
      { amount: 0.1, betCount: 1 },
      { amount: 0.2, betCount: 2 },
      { amount: 2.1, betCount: 7 },
    ];
    // 0.1 + 0.2 + 2.1 in binary floating point is 2.4000000000000004.
    expect(slipTotal(rows)).toBe(240);
    expect(slipTotal([{ amount: 0.1 }, { amount: 0.2 }])).toBe(30);
    expect(slipBetCount(rows)).toBe(10);
  });

  it('refuses a wire amount with more than two decimals instead of rounding it', () => {
    expect(() => slipTotal([{ amount: 0.125 }])).toThrow(/whole number of cents/);
  });

  it('keeps the multiple whole and inside the allowed range', () => {
    expect(clampMultiple(0, 1, 999)).toBe(1);
    expect(clampMultiple(1200, 1, 999)).toBe(999);
    expect(clampMultiple(2.6, 1, 999)).toBe(3);
    expect(clampMultiple(Number.NaN, 1, 999)).toBe(1);
  });
});
