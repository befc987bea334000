import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toast } from '../../../src/ui';
import { renderApp } from './render-app';
import { stubPlatform } from './platform-double';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.hide();
});

describe('router', () => {
  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html'])('opens home from %s', async (path) => {
    stubPlatform();
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(await screen.findByTestId('home-screen')).toBeInTheDocument();
  });

  it.each(['/register.html', '/m/register.html'])(
    'sends %s to the register route keeping the query',
    async (path) => {
      stubPlatform();
      const { router } = renderApp(`${path}?affiliateCode=AB12`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/m/register'));
      expect(router.state.location.search).toBe('?affiliateCode=AB12');
    },
  );

  it.each(['/m/nothing-here', '/elsewhere'])('sends unknown %s home', async (path) => {
    stubPlatform();
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('sends a guest on a member route to login with a redirect back', async () => {
    stubPlatform();
    const { router } = renderApp('/m/withdraw');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fm%2Fwithdraw');
  });

  it('turns a trial account away from deposit with free_reject', async () => {
    stubPlatform();
    const { router } = renderApp('/m/voucherCenter', { session: { type: 4 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeInTheDocument();
  });

  it('offers free play to a guest on /m/trail, without the footer', async () => {
    stubPlatform();
    renderApp('/m/trail');
    expect(await screen.findByTestId('trial-start')).toHaveTextContent('Free play');
    expect(within(screen.getByTestId('app-header')).getByText('Free trial')).toBeInTheDocument();
    expect(screen.queryByTestId('app-footer')).not.toBeInTheDocument();
  });

  it('tells a trial player who they play as on /m/trail', async () => {
    stubPlatform();
    renderApp('/m/trail', { session: { type: 4, userName: 'trial12345678' } });
    expect(await screen.findByTestId('trial-current')).toHaveTextContent('trial12345678');
    expect(screen.getByTestId('trial-start')).toHaveTextContent('Continue playing');
  });
});

describe('page chrome', () => {
  it('shows header and footer on home, with login for guests', async () => {
    stubPlatform();
    renderApp('/m/home');
    expect(await screen.findByTestId('app-header')).toBeInTheDocument();
    expect(screen.getByTestId('app-footer')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('app-header')).getByRole('link', { name: 'Log in' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('header-back')).not.toBeInTheDocument();
  });

  it('hides header and footer on login', async () => {
    stubPlatform();
    renderApp('/m/login');
    expect(await screen.findByTestId('login-screen')).toBeInTheDocument();
    expect(screen.queryByTestId('app-header')).not.toBeInTheDocument();
    expect(screen.queryByTestId('app-footer')).not.toBeInTheDocument();
  });

  it('shows the balance and the unread dot when logged in', async () => {
    stubPlatform({ balance: 1234.5, unread: 3 });
    renderApp('/m/home', { session: { type: 0 } });
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('1,234.50'));
    // Label in name (WCAG 2.5.3): a voice-control user says what they see.
    expect(screen.getByTestId('header-balance')).toHaveAccessibleName('Balance 1,234.50');
    expect(await screen.findByRole('img', { name: '3 unread messages' })).toBeInTheDocument();
  });

  it('keeps hide and refresh beside the balance on home only; pages with a title show the amount', async () => {
    stubPlatform({ balance: 1234.5 });
    const { router } = renderApp('/m/home', { session: { type: 0 } });
    const header = await screen.findByTestId('app-header');
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('1,234.50'));
    expect(within(header).getByRole('button', { name: 'Hide or show balance' })).toBeVisible();
    expect(within(header).getByRole('button', { name: 'Refresh balance' })).toBeVisible();

    await act(() => router.navigate('/m/activity'));
    expect(await within(header).findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(header).getByTestId('header-balance')).toHaveTextContent('1,234.50');
    expect(within(header).queryByRole('button', { name: 'Refresh balance' })).toBeNull();
  });

  it('shows the maintenance page over every route in maintenance mode', async () => {
    stubPlatform({ status: { maintenance: true, regionRestriction: true } });
    renderApp('/m/mine');
    expect(
      await screen.findByRole('heading', { name: 'Platform under maintenance' }),
    ).toBeInTheDocument();
  });

  it('shows the restriction page when only the region is restricted', async () => {
    stubPlatform({ status: { maintenance: false, regionRestriction: true, location: 'XX' } });
    renderApp('/m/home');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByText('Detected location: XX')).toBeInTheDocument();
  });
});
