import { describe, expect, it } from 'vitest';

import { parseMinor, sumMinor, toMajor, toMinor } from '../../../contract/money';

describe('typed amounts in minor units', () => {
  it('reads digits with a dot or comma and at most two decimals', () => {
    expect(parseMinor('12')).toBe(1200);
    expect(parseMinor('12.')).toBe(1200);
    expect(parseMinor(' 12,5 ')).toBe(1250);
    expect(parseMinor('0.07')).toBe(7);
    expect(parseMinor('1234567.89')).toBe(123_456_789);
  });

  it('refuses anything else', () => {
    for (const text of ['', '.5', '1.234', '-1', '1e3', '1 000', '12.3.4', '١٢'])
      expect(parseMinor(text)).toBeUndefined();
    expect(parseMinor('9'.repeat(20))).toBeUndefined();
  });

  it('adds wire amounts exactly and converts back only at the edge', () => {
    const total = sumMinor([0.1, 0.2].map(toMinor));
    expect(total).toBe(30);
    expect(toMajor(total)).toBe(0.3);
    expect(0.1 + 0.2).not.toBe(0.3);
  });
});
