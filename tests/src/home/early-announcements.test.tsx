import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { EarlyRequests, EarlyResponse } from '../../../src/lib/early-requests';
import { renderApp } from '../app/render-app';
import { GUEST_HEADERS, setEarlyRequests } from '../lib/early-double';
import { stubHomePlatform } from './home-platform';

/** Home's first request as the landing script sends it (src/registry/routes.ts), for merchant ACME. */
const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CH&platform=M';

const answer = (title: string): EarlyResponse => ({
  status: 200,
  data: {
    success: true,
    value: { list: [{ id: 9, type: 'B', groupName: 'm_recommend', url: '/early.png', title }] },
  },
});

/** The landing script's announcements request: answered (`arrived`) or still on its way. */
function landingRequest(response: EarlyResponse | null, arrived: boolean, headers = GUEST_HEADERS) {
  setEarlyRequests({
    [ANNOUNCEMENTS]: {
      headers,
      response: Promise.resolve(response),
      ...(arrived && response ? { arrived: response, at: Date.now() } : {}),
    },
  });
}

const announcementCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.includes('MCSFE_getListAnnouncements'));

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as Window & { __wlEarly?: EarlyRequests }).__wlEarly;
});

describe("home's first request (started by the landing script)", () => {
  it('shows the banner from an answer that already arrived, without asking again', async () => {
    landingRequest(answer('Early'), true);
    const { calls } = stubHomePlatform();
    renderApp('/m/home');
    expect(await screen.findByAltText('Early')).toBeInTheDocument();
    expect(announcementCalls(calls)).toHaveLength(0);
  });

  it('waits for an answer on its way, and asks the platform itself when the request failed', async () => {
    landingRequest(answer('Pending'), false);
    const first = stubHomePlatform();
    const { unmount } = renderApp('/m/home');
    expect(await screen.findByAltText('Pending')).toBeInTheDocument();
    expect(announcementCalls(first.calls)).toHaveLength(0);
    unmount();

    landingRequest(null, false);
    const { calls } = stubHomePlatform({
      announcements: [{ id: 2, type: 'B', groupName: 'm_recommend', url: '/b.png', title: 'Own' }],
    });
    renderApp('/m/home');
    expect(await screen.findByAltText('Own')).toBeInTheDocument();
    expect(announcementCalls(calls)).toHaveLength(1);
  });

  it('ignores an answer asked in another language', async () => {
    landingRequest(answer('Outra'), true, { ...GUEST_HEADERS, Language: 'PT' });
    const { calls } = stubHomePlatform();
    renderApp('/m/home');
    await waitFor(() => expect(announcementCalls(calls)).toHaveLength(1));
    expect(screen.queryByAltText('Outra')).not.toBeInTheDocument();
  });
});
