import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useSessionStore } from '../../../src/lib/session-store';
import { toast } from '../../../src/ui';
import { stubPlatform } from '../app/platform-double';
import { renderApp } from '../app/render-app';
import { envelope, failure } from '../lib/fetch-double';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.hide();
});

const loginAnswer = envelope({ token: 'T1', userName: 'member0', customerType: 0, firstTimeLogin: false, merchantCode: 'ACME' });

async function fillAndSubmit(username = 'member0', password = 'Demo1234') {
  fireEvent.change(await screen.findByTestId('login-username'), { target: { value: username } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

describe('login screen', () => {
  it('logs in with username and password, stores the session and follows redirect', async () => {
    const { calls } = stubPlatform({ extra: { '/wps/session/login': () => loginAnswer } });
    const { router } = renderApp('/m/login?redirect=%2Fm%2Fmine');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/mine'));
    const call = calls.find((c) => c.url.includes('/wps/session/login'));
    const body = JSON.parse(call?.body ?? '{}') as Record<string, unknown>;
    expect(call?.method).toBe('POST');
    expect(body).toMatchObject({ username: 'member0', password: 'Demo1234', type: 'username', captcha: '' });
    expect(body.loginDeviceId).toBe(localStorage.getItem('loginDeviceId'));
    expect(useSessionStore.getState().session).toMatchObject({ token: 'T1', userName: 'member0', type: 0 });
    expect(JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}')).toMatchObject({ token: 'T1' });
  });

  it('ignores a redirect that leaves the site', async () => {
    stubPlatform({ extra: { '/wps/session/login': () => loginAnswer } });
    const { router } = renderApp('/m/login?redirect=https%3A%2F%2Fevil.example');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('asks for the fields before calling', async () => {
    const { calls } = stubPlatform();
    renderApp('/m/login');
    fireEvent.click(await screen.findByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Enter your username and password');
    expect(calls.some((c) => c.url.includes('/wps/session/login'))).toBe(false);
  });

  it('shows the captcha after a failure that asks for one, and sends it next time', async () => {
    let attempts = 0;
    const { calls } = stubPlatform({
      extra: {
        '/wps/session/login': () =>
          ++attempts === 1 ? failure('login.failed', 'Incorrect username or password', 200, { captcha: true }) : loginAnswer,
        '/wps/captcha': () => envelope('data:image/png;base64,AAAA'),
      },
    });
    const { router } = renderApp('/m/login');
    expect(screen.queryByTestId('login-captcha')).not.toBeInTheDocument();
    await fillAndSubmit();
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Incorrect username or password');
    fireEvent.change(await screen.findByTestId('login-captcha'), { target: { value: '42' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    const second = calls.filter((c) => c.url.includes('/wps/session/login'))[1];
    expect(JSON.parse(second?.body ?? '{}')).toMatchObject({ captcha: '42' });
  });

  it('has remember password on by default', async () => {
    stubPlatform();
    renderApp('/m/login');
    expect(await screen.findByTestId('login-remember')).toBeChecked();
  });

  it('starts free play: trial session, trialName, then home', async () => {
    const { calls } = stubPlatform({
      extra: {
        '/wps/session/login/freeplay': () =>
          envelope({ token: 'TR', userName: 'guest123', customerType: 4, merchantCode: 'ACMEFREE' }),
      },
    });
    const { router } = renderApp('/m/login');
    fireEvent.click(await screen.findByTestId('login-freeplay'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(calls.some((c) => c.method === 'POST' && c.url.includes('/wps/session/login/freeplay'))).toBe(true);
    expect(useSessionStore.getState().session).toMatchObject({ type: 4, merchantCode: 'ACMEFREE' });
    expect(sessionStorage.getItem('trialName')).toBe('guest123');
  });
});
