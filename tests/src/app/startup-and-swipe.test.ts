import { describe, expect, it } from 'vitest';

import { createSwipeTracker } from '../../../src/app/chrome/swipe-tracker';
import { startupMode } from '../../../src/app/startup/startup-mode';

describe('startupMode', () => {
  it.each([
    [false, false, 'normal'],
    [true, false, 'maintenance'],
    [false, true, 'restricted'],
    [true, true, 'maintenance'],
  ] as const)('maintenance %s, restriction %s → %s', (maintenance, regionRestriction, mode) => {
    expect(startupMode({ maintenance, regionRestriction })).toBe(mode);
  });
});

describe('swipe tracker', () => {
  const clock = () => {
    let now = 1000;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it('flags a move over 100 px from the left edge, for 500 ms', () => {
    const time = clock();
    const tracker = createSwipeTracker(time.now);
    tracker.start(5);
    tracker.move(100);
    expect(tracker.recentlySwiped()).toBe(false);
    tracker.move(110);
    expect(tracker.recentlySwiped()).toBe(true);
    time.advance(499);
    expect(tracker.recentlySwiped()).toBe(true);
    time.advance(1);
    expect(tracker.recentlySwiped()).toBe(false);
  });

  it('ignores swipes that start away from the edge', () => {
    const tracker = createSwipeTracker(() => 0);
    tracker.start(200);
    tracker.move(400);
    expect(tracker.recentlySwiped()).toBe(false);
  });
});
