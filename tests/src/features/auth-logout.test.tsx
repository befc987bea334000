import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { memberInfoQuery } from '../../../src/entities/member/member-info';
import { useSessionStore } from '../../../src/lib/session-store';
import { toast } from '../../../src/ui';
import { stubPlatform } from '../app/platform-double';
import { renderApp } from '../app/render-app';
import { envelope } from '../lib/fetch-double';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.hide();
});

describe('logout clears what spec §4 lists', () => {
  it('drops token, trial user, member info, session storage and sets autoLogin=0, keeping remembered credentials', async () => {
    const { calls } = stubPlatform({
      memberInfo: { account: 'trial12345678', type: 4, regDate: Date.now() },
      extra: { '/wps/session/logout': () => envelope(true) },
    });
    const { router, queryClient } = renderApp('/m/set', {
      session: { type: 4, userName: 'trial12345678', token: 'TRIAL-TOKEN' },
    });
    sessionStorage.setItem('PSW', 'temporary');
    localStorage.setItem('autoLogin', '1');
    localStorage.setItem('remPass', '{"iv":"x","data":"y"}');
    localStorage.setItem('sass', '1');
    await queryClient.fetchQuery(memberInfoQuery());
    expect(sessionStorage.getItem('trialName')).toBe('trial12345678');

    fireEvent.click(await screen.findByTestId('settings-sign-out'));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));

    const logout = calls.find((c) => c.url.endsWith('/wps/session/logout'));
    expect(logout?.headers.Authorization).toBe('TRIAL-TOKEN');
    expect(useSessionStore.getState()).toMatchObject({ session: null, trialName: null });
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('autoLogin')).toBe('0');
    expect(queryClient.getQueryData(memberInfoQuery().queryKey)).toBeUndefined();
    // Remember password is the user's choice and survives logout (the login screen fills it in).
    expect(localStorage.getItem('sass')).toBe('1');
    expect(localStorage.getItem('remPass')).not.toBeNull();
  });
});
