import { describe, expect, it } from 'vitest';

import { resyncDeadlines } from '../../../src/features/lottery/list/game-deadlines';
import {
  formatCountdown,
  localDeadline,
  msLeft,
  nextDeadline,
} from '../../../src/features/lottery/shared/countdown';

describe('countdown', () => {
  it('shows HH:MM:SS rounded up to the second', () => {
    expect(formatCountdown(55_000)).toBe('00:00:55');
    expect(formatCountdown(54_001)).toBe('00:00:55');
    expect(formatCountdown(3_725_000)).toBe('01:02:05');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });

  it('counts from when the answer arrived, not from the server clock', () => {
    const deadline = localDeadline(1_000, 55_000);
    expect(msLeft(deadline, 11_000)).toBe(45_000);
    expect(msLeft(deadline, 99_000)).toBe(0);
  });

  it('resyncs at the close and at the previous numero draw, whichever is next', () => {
    const current = {
      gameId: 1001,
      numero: '20250601-0722',
      openAt: 1_748_779_260_000,
      closeAt: 1_748_779_315_000,
      drawAt: 1_748_779_320_000,
      // Between the close of 0721 and its draw: 0722 is open, 0721 draws in 3 s.
      serverTime: 1_748_779_257_000,
      closeInMs: 58_000,
      drawInMs: 63_000,
    };
    const deadlines = resyncDeadlines(current, 10_000);
    expect(deadlines).toEqual([68_000, 13_000]);
    expect(nextDeadline(deadlines, 10_000)).toBe(13_000);
    expect(nextDeadline(deadlines, 13_000)).toBe(68_000);
    expect(nextDeadline(deadlines, 70_000)).toBeUndefined();
  });
});
