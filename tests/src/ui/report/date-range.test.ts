import { describe, expect, it } from 'vitest';

import { localDay, rangeOf } from '../../../../src/ui/report';

describe('rangeOf', () => {
  const now = new Date(2026, 2, 1, 0, 30); // 1 March, just after midnight

  it('covers whole local calendar days, counting across a month end', () => {
    expect(rangeOf('today', now)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-01' });
    expect(rangeOf('yesterday', now)).toEqual({ startDate: '2026-02-28', endDate: '2026-02-28' });
    expect(rangeOf('last7', now)).toEqual({ startDate: '2026-02-23', endDate: '2026-03-01' });
    expect(rangeOf('last30', now)).toEqual({ startDate: '2026-01-31', endDate: '2026-03-01' });
  });

  it('pads months and days', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
