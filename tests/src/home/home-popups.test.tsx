import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderApp } from '../app/render-app';
import { stubHomePlatform } from './home-platform';

afterEach(() => vi.unstubAllGlobals());

/** A 200 ms closing animation can take seconds of a loaded machine; waitFor's default is 1 s. */
const SLOW_MACHINE = { timeout: 10_000 };

const popups = [
  {
    id: 1,
    type: 'PU',
    title: 'Guest one',
    content: '<p>g1 <a href="/m/register">Register</a></p>',
    execution: 'B',
  },
  { id: 2, type: 'PU', title: 'Guest two', content: '<p>g2</p>', execution: 'B' },
  {
    id: 3,
    type: 'PU',
    title: 'Member',
    content: '<p>m</p>',
    execution: 'A',
    promotionType: 'MANUAL',
  },
  { id: 4, type: 'PU', title: 'First login', content: '<p>f</p>', execution: 'F' },
];

describe('popup announcements', () => {
  // The 500 ms delay is proven on fake timers (popup-slot.test.tsx); real time here would race.
  it('pages within bounds, closes with an animation and stays closed after a reload', async () => {
    stubHomePlatform({ announcements: popups });
    const first = renderApp('/m/home');
    await screen.findByTestId('home-marquee', {}, { timeout: 15_000 });
    expect(
      await screen.findByTestId('home-popup-title', {}, { timeout: 15_000 }),
    ).toHaveTextContent('Guest one');
    expect(screen.getByTestId('popup-check')).toHaveAttribute('data-state', 'open');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('home-popup-title')).toHaveTextContent('Guest two');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByTestId('home-popup-page')).toHaveTextContent('2/2');
    expect(screen.queryByTestId('home-popup-go')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('home-popup-close'));
    expect(screen.getByTestId('home-popup')).toHaveAttribute('data-closing', 'true');
    await waitFor(
      () => expect(screen.queryByTestId('home-popup')).not.toBeInTheDocument(),
      SLOW_MACHINE,
    );
    expect(JSON.parse(localStorage.getItem('popupSlotB') ?? '{}')).toMatchObject({ show: false });
    first.unmount();

    renderApp('/m/home');
    await waitFor(
      () => expect(screen.getByTestId('popup-check')).toHaveAttribute('data-state', 'closed'),
      SLOW_MACHINE,
    );
    expect(screen.queryByTestId('home-popup')).not.toBeInTheDocument();
  }, 20_000);

  it('routes internal links inside the popup content', async () => {
    stubHomePlatform({ announcements: popups });
    const { router } = renderApp('/m/home');
    await screen.findByTestId('home-popup-title', {}, { timeout: 15_000 });
    fireEvent.click(await screen.findByRole('link', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/register'), SLOW_MACHINE);
  });

  it('gives members slot A with the reward-centre action and first logins the F popup', async () => {
    stubHomePlatform({ announcements: popups });
    localStorage.setItem('popupSlotB', JSON.stringify({ show: false, seen: [] }));
    const member = renderApp('/m/home', { session: { type: 0 } });
    expect(
      await screen.findByTestId('home-popup-title', {}, { timeout: 15_000 }),
    ).toHaveTextContent('Member');
    fireEvent.click(screen.getByTestId('home-popup-go'));
    await waitFor(
      () => expect(member.router.state.location.pathname).toBe('/m/rewardCenter'),
      SLOW_MACHINE,
    );
    expect(JSON.parse(localStorage.getItem('popupSlotA') ?? '{}')).toMatchObject({ show: false });
    member.unmount();

    renderApp('/m/home', { session: { type: 0, firstTimeLogin: true } });
    expect(
      await screen.findByTestId('home-popup-title', {}, { timeout: 15_000 }),
    ).toHaveTextContent('First login');
  });
});

describe('download bar', () => {
  it('shows with a link, closing remembers it and opens the download popup', async () => {
    stubHomePlatform();
    renderApp('/m/home');
    expect(await screen.findByTestId('download-bar')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('download-bar-close'));
    expect(localStorage.getItem('hideDownloadBar')).toBe('1');
    expect(screen.queryByTestId('download-bar')).not.toBeInTheDocument();
    expect(await screen.findByTestId('download-android')).toHaveAttribute(
      'href',
      'https://example.com/a.apk',
    );
  });

  it('stays hidden once closed and when the tenant has no link', async () => {
    stubHomePlatform();
    localStorage.setItem('hideDownloadBar', '1');
    const closed = renderApp('/m/home');
    await screen.findByTestId('home-marquee', {}, { timeout: 15_000 });
    expect(screen.queryByTestId('download-bar')).not.toBeInTheDocument();
    closed.unmount();
    localStorage.clear();
    renderApp('/m/home', { tenant: { downloads: {} } });
    await screen.findByTestId('home-marquee', {}, { timeout: 15_000 });
    expect(screen.queryByTestId('download-bar')).not.toBeInTheDocument();
  });
});
