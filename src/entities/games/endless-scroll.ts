/** Spec §9 "Infinite scroll": trigger 500 px from the bottom, at most once a second. */
export const LOAD_MORE_DISTANCE_PX = 500;
export const LOAD_MORE_THROTTLE_MS = 1000;

export interface ScrollPosition {
  scrollTop: number;
  viewportHeight: number;
  contentHeight: number;
}

/** Whether the reader is within the trigger distance of the end of the content. */
export const nearBottom = ({ scrollTop, viewportHeight, contentHeight }: ScrollPosition) =>
  contentHeight - (scrollTop + viewportHeight) <= LOAD_MORE_DISTANCE_PX;

/**
 * Runs `action` at most once per `intervalMs`; a call inside the interval is deferred to its end
 * (one trailing run), so the last scroll position is never ignored.
 */
export function throttle(action: () => void, intervalMs: number, now: () => number = Date.now) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    last = now();
    action();
  };
  const call = () => {
    const wait = last + intervalMs - now();
    if (wait <= 0) run();
    else timer ??= setTimeout(run, wait);
  };
  call.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };
  return call;
}
