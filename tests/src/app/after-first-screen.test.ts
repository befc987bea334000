import { afterEach, describe, expect, it, vi } from 'vitest';

import { afterFirstScreen } from '../../../src/app/startup/after-first-screen';

function emptyRoot() {
  document.body.innerHTML = '<div id="root"></div>';
  return document.getElementById('root')!;
}

const readyState = (state: DocumentReadyState) =>
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('afterFirstScreen', () => {
  it('waits for the first content, a painted frame and the load event, in that order', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    readyState('interactive');
    const root = emptyRoot();
    const callback = vi.fn();
    afterFirstScreen(root, callback);

    await vi.advanceTimersByTimeAsync(100);
    expect(callback).not.toHaveBeenCalled();

    root.append(document.createElement('main'));
    await vi.advanceTimersByTimeAsync(100); // The mutation, a frame and a task: not loaded yet.
    expect(callback).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    expect(callback).not.toHaveBeenCalled(); // In a task of its own.
    await vi.advanceTimersByTimeAsync(0);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs after the next frame when the page has loaded and the screen is already there', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    readyState('complete');
    const root = emptyRoot();
    root.append(document.createElement('main'));
    const callback = vi.fn();
    afterFirstScreen(root, callback);
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50); // A frame, then a task.
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a frame on a hidden page, which paints none', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
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
