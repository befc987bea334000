import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Announcement } from '../../../src/features/home/api/get-announcements';
import { POPUP_DELAY_MS } from '../../../src/features/home/popups/popup-logic';
import { usePopupSlot } from '../../../src/features/home/popups/use-popup-slot';

const popup = (title: string, execution: Announcement['execution']): Announcement => ({
  id: title.length,
  type: 'PU',
  title,
  content: `<p>${title}</p>`,
  groupName: '',
  url: '',
  linkage: '',
  execution,
  promotionType: '',
  createdAt: 0,
});
const memberList = [popup('Weekend reward', 'A')];
const firstLoginList = [popup('Welcome aboard', 'F')];

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('popup slot', () => {
  it('opens 500 ms after mount, not before (spec §9)', () => {
    const { result } = renderHook(() => usePopupSlot('A', memberList));
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS - 1));
    expect(result.current.open).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.open).toBe(true);
  });

  it('stays closed when the list changed while it was open (first-login popups arriving late)', () => {
    const { result, rerender } = renderHook(({ list }) => usePopupSlot('A', list), {
      initialProps: { list: memberList },
    });
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS));
    expect(result.current.open).toBe(true);
    // The member's info arrives: first login, so the shown popup becomes the first-login one.
    rerender({ list: firstLoginList });
    act(() => result.current.close());
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS));
    expect(result.current.open).toBe(false);
  });

  it('opens again for a list with something not shown before', () => {
    const { result, rerender } = renderHook(({ list }) => usePopupSlot('A', list), {
      initialProps: { list: memberList },
    });
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS));
    act(() => result.current.close());
    rerender({ list: [...memberList, popup('New season', 'A')] });
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS));
    expect(result.current.open).toBe(true);
  });
});
