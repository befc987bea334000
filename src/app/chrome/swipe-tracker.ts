/** Spec §9: a swipe-back is a horizontal move over 100 px; its effect on transitions lasts 500 ms. */
export const SWIPE_THRESHOLD_PX = 100;
export const SWIPE_RESET_MS = 500;
/** Browsers' back gesture starts at the screen edge. */
export const SWIPE_EDGE_PX = 40;

export interface SwipeTracker {
  start(x: number): void;
  move(x: number): void;
  /** True within 500 ms of a swipe-back, so the page change it caused is not faded. */
  recentlySwiped(): boolean;
}

export function createSwipeTracker(now: () => number = Date.now): SwipeTracker {
  let startX: number | null = null;
  let swipedAt = Number.NEGATIVE_INFINITY;
  return {
    start(x) {
      startX = x <= SWIPE_EDGE_PX ? x : null;
    },
    move(x) {
      if (startX !== null && x - startX > SWIPE_THRESHOLD_PX) swipedAt = now();
    },
    recentlySwiped: () => now() - swipedAt < SWIPE_RESET_MS,
  };
}
