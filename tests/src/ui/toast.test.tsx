import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { toast, TOAST_DURATION, ToastHost } from '../../../src/ui';
import { renderThemed } from './render-themed';

beforeEach(() => {
  vi.useFakeTimers();
  renderThemed(<ToastHost />);
});
afterEach(() => {
  act(() => toast.hide());
  vi.useRealTimers();
});

const shown = (text: string) => screen.queryByText(text) !== null;

describe('toast', () => {
  it('uses the spec durations', () => {
    expect(TOAST_DURATION).toEqual({ default: 1500, short: 3000, long: 8000, loading: 9_999_000 });
  });

  it('hides a default toast after 1.5 s', () => {
    act(() => void toast.show('Saved'));
    act(() => vi.advanceTimersByTime(1499));
    expect(shown('Saved')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(shown('Saved')).toBe(false);
  });

  it.each([
    ['short', 3000],
    ['long', 8000],
    [1000, 1000],
  ] as const)('honours duration %s (%i ms)', (duration, ms) => {
    act(() => void toast.show('Hello', { duration }));
    act(() => vi.advanceTimersByTime(ms - 1));
    expect(shown('Hello')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(shown('Hello')).toBe(false);
  });

  it('keeps a loading toast until hidden through its handle', () => {
    let handle = { hide: () => {} };
    act(() => void (handle = toast.loading('Please wait')));
    act(() => vi.advanceTimersByTime(60 * 60 * 1000));
    expect(shown('Please wait')).toBe(true);
    act(() => handle.hide());
    expect(shown('Please wait')).toBe(false);
  });

  it('queues messages and lets a message replace a loading toast', () => {
    act(() => void toast.loading('Sending'));
    act(() => void toast.show('Sent'));
    expect(shown('Sending')).toBe(false);
    expect(shown('Sent')).toBe(true);
    act(() => void toast.show('Next'));
    expect(shown('Next')).toBe(false);
    act(() => vi.advanceTimersByTime(1500));
    expect(shown('Next')).toBe(true);
    act(() => vi.advanceTimersByTime(1500));
    expect(shown('Next')).toBe(false);
  });

  it('toast.hide() clears everything', () => {
    act(() => {
      toast.show('A');
      toast.show('B');
    });
    act(() => toast.hide());
    expect(shown('A') || shown('B')).toBe(false);
  });
});
