import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  LOAD_MORE_DISTANCE_PX,
  LOAD_MORE_THROTTLE_MS,
  nearBottom,
  throttle,
} from '../../../src/entities/games/endless-scroll';

describe('endless scroll (spec §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('triggers within 500 px of the bottom, not before', () => {
    expect(LOAD_MORE_DISTANCE_PX).toBe(500);
    const at = (scrollTop: number) =>
      nearBottom({ scrollTop, viewportHeight: 800, contentHeight: 3000 });
    expect(at(1699)).toBe(false);
    expect(at(1700)).toBe(true);
    expect(at(2200)).toBe(true);
  });

  it('runs at most once a second and keeps one trailing call', () => {
    vi.useFakeTimers();
    expect(LOAD_MORE_THROTTLE_MS).toBe(1000);
    const action = vi.fn();
    const call = throttle(action, LOAD_MORE_THROTTLE_MS);
    call();
    call();
    call();
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5000);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('drops the pending call when cancelled', () => {
    vi.useFakeTimers();
    const action = vi.fn();
    const call = throttle(action, 1000);
    call();
    call();
    call.cancel();
    vi.advanceTimersByTime(2000);
    expect(action).toHaveBeenCalledTimes(1);
  });
});
