import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { hardRedirect } from '../../../src/features/settings/hard-redirect';
import { useSessionStore } from '../../../src/lib/session-store';
import { toast } from '../../../src/ui';
import { stubPlatform } from '../app/platform-double';
import { renderApp } from '../app/render-app';
import { envelope } from '../lib/fetch-double';

vi.mock('../../../src/features/settings/hard-redirect', () => ({ hardRedirect: vi.fn() }));

afterEach(() => {
  vi.mocked(hardRedirect).mockClear();
  vi.unstubAllGlobals();
  toast.hide();
});

describe('settings and logout', () => {
  it('sends a guest home', async () => {
    stubPlatform();
    const { router } = renderApp('/m/set');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('links change password for a member', async () => {
    stubPlatform();
    renderApp('/m/set', { session: { type: 0 } });
    expect(await screen.findByTestId('settings-change-password')).toHaveAttribute(
      'href',
      '/m/changePsw',
    );
  });

  it.each([
    ['succeeds', () => envelope(true)],
    ['fails', () => ({ status: 500, json: { success: false, errorCode: 'boom' } })],
  ])(
    'signs out after confirming, clearing the session even when logout %s',
    async (_case, answer) => {
      const { calls } = stubPlatform({ extra: { '/wps/session/logout': answer } });
      const { router } = renderApp('/m/set', { session: { type: 0 } });
      fireEvent.click(await screen.findByTestId('settings-sign-out'));
      expect(await screen.findByText('Are you sure you want to log out?')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
      expect(
        calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/wps/session/logout')),
      ).toBe(true);
      expect(useSessionStore.getState().session).toBeNull();
      expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
      // Spec §4: settings leaves with a hard redirect (a full page load of /m/home).
      expect(hardRedirect).toHaveBeenCalledWith('/m/home');
    },
  );

  it('keeps the session when the user cancels', async () => {
    const { calls } = stubPlatform();
    renderApp('/m/set', { session: { type: 0 } });
    fireEvent.click(await screen.findByTestId('settings-sign-out'));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByText('Are you sure you want to log out?')).not.toBeInTheDocument(),
    );
    expect(calls.some((c) => c.url.includes('logout'))).toBe(false);
    expect(useSessionStore.getState().session).not.toBeNull();
    expect(hardRedirect).not.toHaveBeenCalled();
  });
});
