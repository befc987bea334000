import { describe, expect, it } from 'vitest';

import { progressPercent } from '../../../src/features/club/progress';

describe('club progress', () => {
  it('floors the percent on whole cents', () => {
    // (0.29 / 1) × 100 is 28.999999999999996 in binary floating point.
    expect(progressPercent(0.29, 1)).toBe(29);
    expect(progressPercent(0.57, 1)).toBe(57);
    expect(progressPercent(333.33, 1000)).toBe(33);
    expect(progressPercent(999.99, 1000)).toBe(99);
  });

  it('caps at 100 and counts a level with nothing required as done', () => {
    expect(progressPercent(1500, 1000)).toBe(100);
    expect(progressPercent(0, 0)).toBe(100);
    expect(progressPercent(0, 50)).toBe(0);
  });
});
