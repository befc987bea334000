import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Announcement } from '../../../src/features/home/api/get-announcements';
import { POPUP_DELAY_MS } from '../../../src/features/home/popups/popup-logic';
import PopupAnnouncements from '../../../src/features/home/popups/PopupAnnouncements';
import { preloadSafeHtml } from '../../../src/ui';
import { renderThemed } from '../ui/render-themed';

const popup: Announcement = {
  id: 1,
  type: 'PU',
  title: 'Welcome aboard',
  content: '<p>Your first deposit is <a href="/m/voucherCenter">doubled</a>.</p>',
  groupName: '',
  url: '',
  linkage: '',
  execution: 'B',
  promotionType: '',
  createdAt: 0,
};

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('popup announcement', () => {
  it('opens with its content in place, so nothing pushes Close after it shows', async () => {
    // As HomePopups loads this component: with the sanitiser (jsdom has no built-in one), so the
    // content can draw in the popup's first commit.
    await preloadSafeHtml();
    renderThemed(
      <MemoryRouter>
        <PopupAnnouncements slot="B" popups={[popup]} />
      </MemoryRouter>,
    );
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS));
    // In the same commit as the title: content that came later moved Close under a player's tap.
    expect(screen.getByTestId('home-popup-title')).toHaveTextContent('Welcome aboard');
    expect(screen.getByRole('link', { name: 'doubled' })).toBeInTheDocument();
  });
});
