type PaintWindow = Window & { PerformanceObserver?: typeof PerformanceObserver };

/**
 * Runs `run` once: when the page has had its first contentful paint (at once if it already has), or
 * after `waitMs` when the browser has no paint timing or reports no such paint. Shared by the inline
 * landing script and the app (src/app/startup/after-first-screen.ts).
 */
export function onFirstContentfulPaint(win: PaintWindow, waitMs: number, run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  try {
    new win.PerformanceObserver!((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing in this browser (no PerformanceObserver, or no 'paint' type): the timer.
  }
  win.setTimeout(once, waitMs);
}
