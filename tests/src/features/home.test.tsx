import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { stubPlatform } from '../app/platform-double';
import { renderApp } from '../app/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('home', () => {
  it('says no announcement when there is none and welcomes to the brand', async () => {
    stubPlatform();
    renderApp('/m/home');
    expect(await screen.findByTestId('home-marquee')).toHaveTextContent('No announcement');
    expect(screen.getByRole('heading', { name: 'Welcome to Acme' })).toBeInTheDocument();
    expect(screen.queryByTestId('home-banner')).not.toBeInTheDocument();
  });

  it('scrolls notice titles, shows m_recommend banners only, and opens notices on tap', async () => {
    const { calls } = stubPlatform({
      announcements: [
        { id: 1, type: 'PL', title: 'Weekend bonus' },
        { id: 2, type: 'B', groupName: 'm_recommend', url: '/b1.png', title: 'Banner one' },
        { id: 3, type: 'B', groupName: 'm_reg', url: '/b2.png', title: 'Register banner' },
        { id: 4, type: 'PU', title: 'Popup only' },
      ],
    });
    const { router } = renderApp('/m/home');
    const marquee = await screen.findByTestId('home-marquee');
    await waitFor(() => expect(marquee).toHaveTextContent('Weekend bonus'));
    expect(marquee).not.toHaveTextContent('Popup only');
    expect(screen.getAllByTestId('home-banner')).toHaveLength(1);
    expect(screen.getByAltText('Banner one')).toBeInTheDocument();
    const call = calls.find((c) => c.url.includes('MCSFE_getListAnnouncements'));
    expect(new URL(call?.url ?? '', 'http://x').searchParams.get('types')).toBe('B,PL,PU,H');
    fireEvent.click(marquee);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/notice'));
  });
});
