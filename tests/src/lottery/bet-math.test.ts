import { describe, expect, it } from 'vitest';

import {
  betAmount,
  clampMultiple,
  slipBetCount,
  slipTotal,
} from '../../../src/features/lottery/start/bet-math';

describe('bet amounts', () => {
  it('stakes betCount × unit × multiple in exact cents', () => {
    expect(betAmount(3, 0.1, 1)).toBe(0.3);
    expect(betAmount(3, 2, 1)).toBe(6);
    expect(betAmount(7, 0.1, 3)).toBe(2.1);
    expect(betAmount(0, 5, 10)).toBe(0);
  });

  it('adds up a slip without floating-point drift', () => {
    const rows = [
      { amount: 0.1, betCount: 1 },
      { amount: 0.2, betCount: 2 },
      { amount: 2.1, betCount: 7 },
    ];
    expect(slipTotal(rows)).toBe(2.4);
    expect(slipBetCount(rows)).toBe(10);
  });

  it('keeps the multiple whole and inside the allowed range', () => {
    expect(clampMultiple(0, 1, 999)).toBe(1);
    expect(clampMultiple(1200, 1, 999)).toBe(999);
    expect(clampMultiple(2.6, 1, 999)).toBe(3);
    expect(clampMultiple(Number.NaN, 1, 999)).toBe(1);
  });
});
