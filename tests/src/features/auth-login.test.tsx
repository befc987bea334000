import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { setLanguage } from '../../../src/lib/i18n';
import { useSessionStore } from '../../../src/lib/session-store';
import { toast } from '../../../src/ui';
import { stubPlatform } from '../app/platform-double';
import { renderApp } from '../app/render-app';
import { envelope, failure } from '../lib/fetch-double';
import { fillUsernameForm, loginAnswer, loginBodies, preloadLoginScreen } from './auth-support';

beforeAll(preloadLoginScreen);

afterEach(async () => {
  vi.unstubAllGlobals();
  toast.hide();
  await setLanguage('en');
});

describe('login by username', () => {
  it('logs in, stores the session and follows the redirect', async () => {
    const { calls } = stubPlatform({ extra: { '/wps/session/login': () => loginAnswer() } });
    const { router } = renderApp('/m/login?redirect=%2Fm%2Fmine');
    await fillUsernameForm('member0', 'Demo1234');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/mine'));
    const [body] = loginBodies(calls);
    expect(body).toMatchObject({
      username: 'member0',
      password: 'Demo1234',
      type: 'username',
      captcha: '',
    });
    expect(body?.loginDeviceId).toBe(localStorage.getItem('loginDeviceId'));
    expect(useSessionStore.getState().session).toMatchObject({ token: 'T-member0', type: 0 });
  });

  it('ignores a redirect that leaves the site', async () => {
    stubPlatform({ extra: { '/wps/session/login': () => loginAnswer() } });
    const { router } = renderApp('/m/login?redirect=https%3A%2F%2Fevil.example');
    await fillUsernameForm('member0', 'Demo1234');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('checks the fields by the login rules before calling, and re-translates on language change', async () => {
    const { calls } = stubPlatform({
      extra: {
        '/wps/system/setting/register': () =>
          envelope({
            loginUsername: {
              enabled: true,
              required: true,
              acceptedPattern: '^[a-z0-9]{3,32}$',
              minLength: 3,
              maxLength: 32,
            },
            loginPassword: { enabled: true, required: true, minLength: 6, maxLength: 32 },
          }),
      },
    });
    renderApp('/m/login');
    await fillUsernameForm('ab', '');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error-username')).toHaveTextContent(
      'Account format is incorrect',
    );
    expect(screen.getByTestId('login-error-password')).toHaveTextContent('This field is required');
    expect(screen.getByTestId('login-username')).toHaveFocus();
    expect(loginBodies(calls)).toHaveLength(0);
    await act(() => setLanguage('pt'));
    await waitFor(() =>
      expect(screen.getByTestId('login-error-password')).toHaveTextContent(
        'Este campo é obrigatório',
      ),
    );
  });

  it('shows the captcha after a failure carrying value.captcha, refreshes it on tap and sends it', async () => {
    let attempts = 0;
    let images = 0;
    const { calls } = stubPlatform({
      extra: {
        '/wps/session/login': () =>
          ++attempts === 1 ? failure('login.failed', '', 200, { captcha: true }) : loginAnswer(),
        '/wps/captcha': () => envelope(`data:image/svg+xml;base64,IMG${++images}`),
      },
    });
    const { router } = renderApp('/m/login');
    await fillUsernameForm('member0', 'wrong-pass');
    expect(screen.queryByTestId('login-captcha')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'Incorrect username or password',
    );
    expect(await screen.findByTestId('login-captcha-image')).toHaveAttribute(
      'src',
      expect.stringContaining('IMG1'),
    );
    fireEvent.change(screen.getByTestId('login-captcha'), { target: { value: '4a2' } });
    expect(screen.getByTestId('login-captcha')).toHaveValue('42');
    fireEvent.click(screen.getByTestId('login-captcha-refresh'));
    await waitFor(() =>
      expect(screen.getByTestId('login-captcha-image')).toHaveAttribute(
        'src',
        expect.stringContaining('IMG2'),
      ),
    );
    expect(screen.getByTestId('login-captcha')).toHaveValue('');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error-captcha')).toHaveTextContent(
      'Please enter the verification code',
    );
    expect(loginBodies(calls)).toHaveLength(1);
    fireEvent.change(screen.getByTestId('login-captcha'), { target: { value: '1234567' } });
    expect(screen.getByTestId('login-captcha')).toHaveValue('123456');
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Demo1234' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(loginBodies(calls)[1]).toMatchObject({ captcha: '123456', password: 'Demo1234' });
  });

  it('keeps the captcha hidden after a failure that does not ask for one', async () => {
    stubPlatform({
      extra: { '/wps/session/login': () => failure('login.failed', '', 200, { captcha: false }) },
    });
    renderApp('/m/login');
    await fillUsernameForm('member0', 'wrong-pass');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toBeInTheDocument();
    expect(screen.queryByTestId('login-captcha')).not.toBeInTheDocument();
  });

  it('starts free play: loading toast, trial session with trialName, then home', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { calls } = stubPlatform({
      extra: {
        '/wps/session/login/freeplay': async () => {
          await answered;
          return envelope({
            token: 'TR',
            userName: 'trial12345678',
            customerType: 4,
            merchantCode: 'ACMEFREE',
          });
        },
      },
    });
    const { router } = renderApp('/m/login');
    fireEvent.click(await screen.findByTestId('login-freeplay'));
    expect(await screen.findByText('Please wait…')).toBeInTheDocument();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(screen.queryByText('Please wait…')).not.toBeInTheDocument();
    expect(
      calls.some((c) => c.method === 'POST' && c.url.endsWith('/wps/session/login/freeplay')),
    ).toBe(true);
    expect(useSessionStore.getState().session).toMatchObject({ type: 4, merchantCode: 'ACMEFREE' });
    expect(sessionStorage.getItem('trialName')).toBe('trial12345678');
  });

  it('has the navigation strip: home, register, forgot password, customer service', async () => {
    stubPlatform();
    renderApp('/m/login');
    expect(await screen.findByRole('link', { name: 'Back home' })).toHaveAttribute(
      'href',
      '/m/home',
    );
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute(
      'href',
      '/m/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute(
      'href',
      '/m/forget',
    );
  });
});
