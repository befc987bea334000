import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { saveCredentials } from '../../../src/lib/remembered-credentials';
import { toast } from '../../../src/ui';
import { stubPlatform } from '../app/platform-double';
import { renderApp } from '../app/render-app';
import { fillUsernameForm, loginAnswer, preloadLoginScreen } from './auth-support';

beforeAll(preloadLoginScreen);

afterEach(() => {
  vi.unstubAllGlobals();
  toast.hide();
});

const SMS_LOGIN = { flags: { MOBILEVERCODELOGIN3: true } } as never;
const SECRET = 'S3cret-Pass!';

const everyStoredValue = () =>
  [localStorage, sessionStorage].flatMap((area) =>
    Array.from({ length: area.length }, (_, i) => area.getItem(area.key(i) ?? '') ?? ''),
  );

async function logInAsAlice() {
  const { router } = renderApp('/m/login');
  await fillUsernameForm('alice01', SECRET);
  fireEvent.click(screen.getByTestId('login-submit'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
}

describe('remember password', () => {
  it('is on by default, restores username and password next time, and never stores them readable', async () => {
    stubPlatform({ extra: { '/wps/session/login': () => loginAnswer('alice01') } });
    await logInAsAlice();
    expect(localStorage.getItem('sass')).toBe('1');
    expect(localStorage.getItem('remPass')).toBeTruthy();
    const stored = everyStoredValue().join('\n');
    expect(stored).not.toContain(SECRET);
    expect(stored).not.toContain(btoa(SECRET));
    expect(localStorage.getItem('remPass')).not.toContain('alice01');

    cleanup();
    renderApp('/m/login');
    expect(await screen.findByTestId('login-remember')).toBeChecked();
    await waitFor(() => expect(screen.getByTestId('login-username')).toHaveValue('alice01'));
    expect(screen.getByTestId('login-password')).toHaveValue(SECRET);
  });

  it('forgets the credentials when the box is cleared, and stays off next time', async () => {
    await saveCredentials({ type: 'username', username: 'alice01', password: SECRET });
    stubPlatform({ extra: { '/wps/session/login': () => loginAnswer('alice01') } });
    const { router } = renderApp('/m/login');
    await waitFor(() => expect(screen.getByTestId('login-username')).toHaveValue('alice01'));
    fireEvent.click(screen.getByTestId('login-remember'));
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(localStorage.getItem('remPass')).toBeNull();
    expect(localStorage.getItem('sass')).toBe('0');

    cleanup();
    renderApp('/m/login');
    expect(await screen.findByTestId('login-remember')).not.toBeChecked();
    expect(screen.getByTestId('login-username')).toHaveValue('');
  });

  it('restores credentials only on the tab of the method they were saved with', async () => {
    await saveCredentials({ type: 'sms', username: '11987654321', password: '' });
    stubPlatform();
    renderApp('/m/login', { tenant: SMS_LOGIN });
    const username = await screen.findByTestId('login-username');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(username).toHaveValue('');
    fireEvent.click(screen.getByTestId('login-tab-sms'));
    await waitFor(() => expect(screen.getByTestId('login-mobile')).toHaveValue('11987654321'));
    fireEvent.click(screen.getByTestId('login-tab-username'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('login-username')).toHaveValue('');
  });

  it('reloads the username credentials when switching back from the SMS tab', async () => {
    await saveCredentials({ type: 'username', username: 'alice01', password: SECRET });
    stubPlatform();
    renderApp('/m/login', { tenant: SMS_LOGIN });
    await waitFor(() => expect(screen.getByTestId('login-username')).toHaveValue('alice01'));
    fireEvent.click(screen.getByTestId('login-tab-sms'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('login-mobile')).toHaveValue('');
    fireEvent.click(screen.getByTestId('login-tab-username'));
    await waitFor(() => expect(screen.getByTestId('login-username')).toHaveValue('alice01'));
    expect(screen.getByTestId('login-password')).toHaveValue(SECRET);
  });

  it('remembers the mobile number of an SMS login', async () => {
    stubPlatform({ extra: { '/wps/session/login': () => loginAnswer('m123456789') } });
    const { router } = renderApp('/m/login', { tenant: SMS_LOGIN });
    fireEvent.click(await screen.findByTestId('login-tab-sms'));
    fireEvent.change(screen.getByTestId('login-mobile'), { target: { value: '11987654321' } });
    fireEvent.change(screen.getByTestId('login-sms-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(everyStoredValue().join('\n')).not.toContain('11987654321');

    cleanup();
    renderApp('/m/login', { tenant: SMS_LOGIN });
    fireEvent.click(await screen.findByTestId('login-tab-sms'));
    await waitFor(() => expect(screen.getByTestId('login-mobile')).toHaveValue('11987654321'));
  });
});
