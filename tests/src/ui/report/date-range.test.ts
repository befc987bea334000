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

describe('rangeOf in the merchant time zone', () => {
  // 20:00 UTC on 1 March is already 2 March in Manila (UTC+8) but still 1 March in São Paulo (UTC-3).
  const instant = new Date(Date.UTC(2026, 2, 1, 20, 0));

  it('counts the merchant calendar, not the device one', () => {
    expect(rangeOf('today', instant, 'Asia/Manila')).toEqual({
      startDate: '2026-03-02',
      endDate: '2026-03-02',
    });
    expect(rangeOf('today', instant, 'America/Sao_Paulo')).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-01',
    });
    expect(rangeOf('last7', instant, 'Asia/Manila')).toEqual({
      startDate: '2026-02-24',
      endDate: '2026-03-02',
    });
  });

  it('falls back to the device calendar for an unknown zone', () => {
    expect(rangeOf('today', instant, 'Mars/Olympus')).toEqual(rangeOf('today', instant));
  });
});
