import { describe, expect, it } from 'vitest';

import { greetingOf } from '../../../src/features/agent/home/greeting';

describe('agent home greeting (spec §2)', () => {
  it.each([
    [0, 'morning'],
    [10, 'morning'],
    [11, 'earlyAfternoon'],
    [14, 'earlyAfternoon'],
    [15, 'lateAfternoon'],
    [18, 'lateAfternoon'],
    [19, 'evening'],
    [23, 'evening'],
  ])('hour %i → %s', (hour, greeting) => {
    expect(greetingOf(hour)).toBe(greeting);
  });
});
