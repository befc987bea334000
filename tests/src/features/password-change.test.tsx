import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { loadCredentials, saveCredentials } from '../../../src/lib/remembered-credentials';
import { toast } from '../../../src/ui';
import { stubPlatform } from '../app/platform-double';
import { renderApp } from '../app/render-app';
import { envelope, failure } from '../lib/fetch-double';
import { bodyOf, pathOf, ruleSet } from './register-support';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toast.hide();
});

function platform(change = () => envelope(true)) {
  return stubPlatform({
    extra: { '/wps/system/setting/register': () => ruleSet(), '/wps/member/password': change },
  });
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByTestId(`password-${name}-input`), { target: { value } });
const passwordCalls = (calls: { url: string }[]) =>
  calls.filter((c) => pathOf(c as never) === '/wps/member/password');

describe('change password', () => {
  it('sends a guest home', async () => {
    platform();
    const { router } = renderApp('/m/changePsw');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('shows the username read-only and asks for the old password when none is held', async () => {
    platform();
    renderApp('/m/changePsw', { session: { userName: 'member0' } });
    expect(await screen.findByTestId('password-username')).toHaveTextContent('member0');
    expect(screen.getByTestId('password-oldPassword')).toBeInTheDocument();
    expect(screen.getByTestId('password-newPassword')).toBeInTheDocument();
    expect(screen.getByTestId('password-confirmNewPassword')).toBeInTheDocument();
  });

  it('hides the old password when the remembered one is held', async () => {
    platform();
    await saveCredentials({ type: 'username', username: 'member0', password: 'Demo1234' });
    renderApp('/m/changePsw', { session: { userName: 'member0' } });
    await screen.findByTestId('password-newPassword');
    expect(screen.queryByTestId('password-oldPassword')).not.toBeInTheDocument();
  });

  it('asks for the old password when the remembered one belongs to another account', async () => {
    platform();
    await saveCredentials({ type: 'username', username: 'someone', password: 'Demo1234' });
    renderApp('/m/changePsw', { session: { userName: 'member0' } });
    expect(await screen.findByTestId('password-oldPassword')).toBeInTheDocument();
  });

  it('shows a popup and makes no call when the new password equals the old one', async () => {
    const { calls } = platform();
    renderApp('/m/changePsw', { session: { userName: 'member0' } });
    await screen.findByTestId('password-oldPassword');
    type('oldPassword', 'Demo1234');
    type('newPassword', 'Demo1234');
    type('confirmNewPassword', 'Demo1234');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect(
      await screen.findByText('The new password and the old password cannot be the same'),
    ).toBeInTheDocument();
    expect(passwordCalls(calls)).toHaveLength(0);
  });

  it('saves, updates the remembered password, drops PSW and goes home after 1 s', async () => {
    await saveCredentials({ type: 'username', username: 'member0', password: 'Demo1234' });
    sessionStorage.setItem('PSW', 'Demo1234');
    const { calls } = platform();
    const { router } = renderApp('/m/changePsw', { session: { userName: 'member0' } });
    await screen.findByTestId('password-newPassword');
    type('newPassword', 'Fresh987');
    type('confirmNewPassword', 'Fresh987');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByText('Change saved')).toBeInTheDocument();
    expect(bodyOf(passwordCalls(calls)[0] as never)).toEqual({
      oldPassword: 'Demo1234',
      newPassword: 'Fresh987',
      confirmNewPassword: 'Fresh987',
    });
    expect(router.state.location.pathname).toBe('/m/changePsw');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'), {
      timeout: 15_000,
    });
    expect(sessionStorage.getItem('PSW')).toBeNull();
    expect((await loadCredentials('username'))?.password).toBe('Fresh987');
  });

  it('hides the loading message on failure and stays', async () => {
    platform(() => failure('old.password.incorrect'));
    const { router } = renderApp('/m/changePsw', { session: { userName: 'member0' } });
    await screen.findByTestId('password-oldPassword');
    type('oldPassword', 'Wrong123');
    type('newPassword', 'Fresh987');
    type('confirmNewPassword', 'Fresh987');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() => expect(screen.queryByText('Please wait…')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Change saved')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/changePsw');
  });
});
