import { describe, expect, it } from 'vitest';

import { countdownText } from '../../../src/features/rewards/use-clock';

describe('red rain countdown', () => {
  it('writes mm:ss, hh:mm:ss past an hour, never negative', () => {
    expect(countdownText(65_000)).toBe('01:05');
    expect(countdownText(3_723_000)).toBe('01:02:03');
    expect(countdownText(-5)).toBe('00:00');
  });
});
