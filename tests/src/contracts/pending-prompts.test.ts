import { describe, expect, it } from 'vitest';

import { periodLabel } from '../../../src/features/contracts/period-label';
import { pendingPrompts } from '../../../src/features/home/contract-prompts/pending-prompts';

const check = {
  dailysalreqtype: 1,
  divtypecompperiodreq: 0,
  contracthoursalreq: 1,
  offers: [
    { kind: 'hourSalary', id: 9 },
    { kind: 'dailySalary', id: 4 },
  ],
} as const;

describe('pendingPrompts', () => {
  it('lists the waiting contracts in the spec order: daily salary, dividend, hourly', () => {
    const prompts = pendingPrompts({ ...check, offers: [...check.offers] }, 'ag1', new Set());
    expect(prompts).toEqual([
      { kind: 'dailySalary', key: 'ag1:dailySalary:4' },
      { kind: 'hourSalary', key: 'ag1:hourSalary:9' },
    ]);
  });

  it('leaves out contracts seen in this session, but not a new offer of the same kind', () => {
    const seen = new Set(['ag1:dailySalary:4', 'ag1:hourSalary:8']);
    const prompts = pendingPrompts({ ...check, offers: [...check.offers] }, 'ag1', seen);
    expect(prompts.map((prompt) => prompt.kind)).toEqual(['hourSalary']);
  });

  it('works with the three flags alone (no offer ids)', () => {
    const flags = { dailysalreqtype: 0, divtypecompperiodreq: 1, contracthoursalreq: 0 } as const;
    expect(pendingPrompts(flags, 'ag1', new Set())).toEqual([
      { kind: 'dividend', key: 'ag1:dividend:offer' },
    ]);
    expect(pendingPrompts(flags, 'ag1', new Set(['ag1:dividend:offer']))).toEqual([]);
  });
});

describe('periodLabel', () => {
  const t = (key: string, options: { month: string }) => `${key}(${options.month})`;
  it('reads days, hours and half months', () => {
    expect(periodLabel(t, '2025-05-31')).toBe('2025-05-31');
    expect(periodLabel(t, '2025-06-01T08')).toBe('2025-06-01 08:00–09:00');
    expect(periodLabel(t, '2025-05-H2')).toBe('period.secondHalf(2025-05)');
    expect(periodLabel(t, '2025-05')).toBe('2025-05');
  });
});
