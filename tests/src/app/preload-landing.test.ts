import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  FIRST_SCREEN_WAIT_MS,
  preloadLandingScreen,
} from '../../../src/app/startup/preload-landing';

/** A landing screen whose code never arrives (a stalled network). */
vi.mock('../../../src/app/screens', () => ({ preloadScreen: vi.fn(() => new Promise(() => {})) }));

afterEach(() => vi.useRealTimers());

describe('preloadLandingScreen', () => {
  it('stops holding the first render back when the landing screen does not arrive', async () => {
    vi.useFakeTimers();
    let settled = false;
    void preloadLandingScreen('/m/login').then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('holds nothing back on a path of no route', async () => {
    await expect(preloadLandingScreen('/m/nowhere')).resolves.toBeUndefined();
  });
});
