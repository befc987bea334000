import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { afterFirstScreen } from '../../../src/app/startup/after-first-screen';

function emptyRoot() {
  document.body.innerHTML = '<div id="root"></div>';
  return document.getElementById('root')!;
}

const readyState = (state: DocumentReadyState) =>
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);

/**
 * Paint timing as the browser reports it: `paint(name)` delivers a paint entry to observers, and an
 * observer created later gets the earlier ones (`buffered`).
 */
let paintObservers: ((name: string) => void)[] = [];
let painted: string[] = [];
class FakePerformanceObserver {
  constructor(
    private callback: (
      list: { getEntriesByName(name: string): unknown[] },
      observer: FakePerformanceObserver,
    ) => void,
  ) {}
  observe() {
    const notify = (name: string) =>
      this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, this);
    paintObservers.push(notify);
    painted.forEach(notify);
  }
  disconnect() {
    paintObservers = [];
  }
}
const paint = (name: string) => {
  painted.push(name);
  paintObservers.forEach((notify) => notify(name));
};

beforeEach(() => {
  paintObservers = [];
  painted = [];
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('afterFirstScreen', () => {
  it('waits for the first content, a contentful paint, two frames and the load event', async () => {
    readyState('interactive');
    const root = emptyRoot();
    const callback = vi.fn();
    afterFirstScreen(root, callback);
    paint('first-contentful-paint'); // The first-paint shell's, before React drew anything.

    await vi.advanceTimersByTimeAsync(100);
    expect(callback).not.toHaveBeenCalled();

    root.append(document.createElement('main'));
    await vi.advanceTimersByTimeAsync(100); // Content, the paint, two frames and a task: not loaded.
    expect(callback).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    expect(callback).not.toHaveBeenCalled(); // In a task of its own.
    await vi.advanceTimersByTimeAsync(0);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("waits for React's contentful paint when its first commit painted none", async () => {
    readyState('complete');
    const root = emptyRoot();
    root.append(document.createElement('main'));
    const callback = vi.fn();
    afterFirstScreen(root, callback);
    paint('first-paint');
    await vi.advanceTimersByTimeAsync(100);
    expect(callback).not.toHaveBeenCalled();

    paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(16);
    expect(callback).not.toHaveBeenCalled(); // One frame is not enough: the paint is not on screen yet.
    await vi.advanceTimersByTimeAsync(50);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('goes after a few seconds when the browser reports no paint', async () => {
    readyState('complete');
    vi.stubGlobal('PerformanceObserver', undefined);
    const root = emptyRoot();
    root.append(document.createElement('main'));
    const callback = vi.fn();
    afterFirstScreen(root, callback);
    await vi.advanceTimersByTimeAsync(2900);
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits for neither a paint nor a frame on a hidden page, which paints none', async () => {
    readyState('complete');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const root = emptyRoot();
    root.append(document.createElement('main'));
    const callback = vi.fn();
    afterFirstScreen(root, callback);
    await vi.advanceTimersByTimeAsync(0);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(frame).not.toHaveBeenCalled();
  });
});
