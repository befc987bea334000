import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderApp } from '../app/render-app';
import { stubHomePlatform } from './home-platform';

type EarlyWindow = Window & { __wlHome?: unknown };

const answer = (title: string) => ({
  success: true,
  value: { list: [{ id: 9, type: 'B', groupName: 'm_recommend', url: '/early.png', title }] },
});

const announcementCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.includes('MCSFE_getListAnnouncements'));

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as EarlyWindow).__wlHome;
});

describe('early announcements request (started by index.html)', () => {
  it('shows the banner from an answer that already arrived, without asking again', async () => {
    (window as EarlyWindow).__wlHome = { language: 'en', value: answer('Early'), at: Date.now() };
    const { calls } = stubHomePlatform();
    renderApp('/m/home');
    expect(await screen.findByAltText('Early')).toBeInTheDocument();
    expect(announcementCalls(calls)).toHaveLength(0);
  });

  it('waits for a pending answer, and asks the platform itself when it failed', async () => {
    (window as EarlyWindow).__wlHome = {
      language: 'en',
      announcements: Promise.resolve({ success: false, errorCode: 'x' }),
    };
    const { calls } = stubHomePlatform({
      announcements: [{ id: 2, type: 'B', groupName: 'm_recommend', url: '/b.png', title: 'Own' }],
    });
    renderApp('/m/home');
    expect(await screen.findByAltText('Own', {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(announcementCalls(calls)).toHaveLength(1));
  });

  it('ignores an answer in another language', async () => {
    (window as EarlyWindow).__wlHome = { language: 'pt', value: answer('Outra') };
    const { calls } = stubHomePlatform();
    renderApp('/m/home');
    await waitFor(() => expect(announcementCalls(calls)).toHaveLength(1));
    expect(screen.queryByAltText('Outra')).not.toBeInTheDocument();
  });
});
