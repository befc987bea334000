import { describe, expect, it } from 'vitest';

import { applyRate, applyRateRounded, minor, toMinor } from '../../contract/money';
import { feeOf, type WithdrawRules } from '../../server/domain/withdraw';

const USD_RULES: WithdrawRules = {
  minAmount: toMinor(10),
  maxAmount: toMinor(20_000),
  dailyCount: 5,
  feePercent: 1.5,
  feeFixed: toMinor(1),
  windowStart: 0,
  windowEnd: 1440,
  maxCards: 5,
};

describe('rates on minor units', () => {
  it('cuts a rebate toward zero and rounds a fee half up, exactly', () => {
    expect(applyRate(minor(25_000), 0.0047)).toBe(117); // 117.5 cents: cut
    expect(applyRateRounded(minor(25_000), 0.0047)).toBe(118); // 117.5 cents: half up
    expect(applyRateRounded(minor(33), 0.015)).toBe(0); // 0.495 cents
    expect(applyRateRounded(minor(-150), 0.01)).toBe(-2); // halves away from zero
    // Beyond 2^53 inside: the product is a BigInt.
    expect(applyRate(minor(900_719_925_474_099), 0.5)).toBe(450_359_962_737_049);
  });

  it('charges the withdrawal fee as percent to the cent plus the fixed part', () => {
    expect(feeOf(USD_RULES, toMinor(100))).toBe(toMinor(2.5));
    expect(feeOf(USD_RULES, toMinor(1))).toBe(toMinor(1.02)); // 1.5 cents rounds up
    expect(feeOf(USD_RULES, toMinor(0.33))).toBe(toMinor(1)); // 0.495 cents rounds down
    expect(feeOf({ ...USD_RULES, feePercent: 0, feeFixed: toMinor(0) }, toMinor(50))).toBe(0);
  });
});
