import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { leaveSite } from '../../../src/registry/social/leave-site';
import { useSessionStore } from '../../../src/lib/session-store';
import { toast } from '../../../src/ui';
import { stubPlatform } from '../app/platform-double';
import { renderApp } from '../app/render-app';
import { envelope, failure, type RecordedCall } from '../lib/fetch-double';
import { loginAnswer, loginBodies, preloadLoginScreen } from './auth-support';

vi.mock('../../../src/registry/social/leave-site', () => ({ leaveSite: vi.fn() }));

beforeAll(preloadLoginScreen);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leaveSite).mockClear();
  vi.restoreAllMocks();
  toast.hide();
});

const BOTH = {
  flags: { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true, MOBILEVERCODELOGIN3: true },
} as never;
const providers = (...channels: string[]) =>
  envelope(
    channels.map((channel) => ({
      provider: channel.toUpperCase(),
      channel,
      authorizeUrl: `/dev/idp/${channel}/authorize`,
    })),
  );
const notLinked = () =>
  failure('social.not.linked', '', 200, {
    linkToken: 'LINK1',
    email: 'ana@example.com',
    name: 'Ana',
    provider: 'GOOGLE',
  });
const bodyOf = (calls: RecordedCall[], path: string) =>
  JSON.parse(calls.find((c) => c.url.endsWith(path))?.body ?? 'null') as unknown;

function returnFromProvider(state = 'STATE1') {
  sessionStorage.setItem('socialState', JSON.stringify({ state: 'STATE1', provider: 'google' }));
  // renderApp starts as a guest by clearing the session, which empties sessionStorage: keep this tab's state.
  vi.spyOn(Storage.prototype, 'clear').mockImplementationOnce(() => {});
  return renderApp(`/m/login?redirect=%2Fm%2Fmine#id_token=ID.TOKEN.SIG&state=${state}`);
}

describe('social sign-in buttons', () => {
  it('shows a button per flagged provider that the platform has ready', async () => {
    stubPlatform({ extra: { '/wps/system/social': () => providers('google') } });
    renderApp('/m/login', { tenant: BOTH });
    expect(await screen.findByTestId('login-social-google')).toBeInTheDocument();
    expect(screen.queryByTestId('login-social-facebook')).not.toBeInTheDocument();
  });

  it('shows nothing without the flags, and does not ask for providers', async () => {
    const { calls } = stubPlatform({
      extra: { '/wps/system/social': () => providers('google', 'facebook') },
    });
    renderApp('/m/login', {
      tenant: { flags: { FACEBOOKLOGIN3: false, GOOGLELOGIN3: false } } as never,
    });
    await screen.findByTestId('login-username');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('login-social-google')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/wps/system/social'))).toBe(false);
  });

  it('hides a flagged provider the platform does not list (not initialised)', async () => {
    stubPlatform({ extra: { '/wps/system/social': () => envelope([]) } });
    renderApp('/m/login', { tenant: { flags: { FACEBOOKLOGIN3: true } } as never });
    await screen.findByTestId('login-username');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('login-social-facebook')).not.toBeInTheDocument();
  });

  it('appears only in username mode', async () => {
    stubPlatform({ extra: { '/wps/system/social': () => providers('google', 'facebook') } });
    renderApp('/m/login', { tenant: BOTH });
    expect(await screen.findByTestId('login-social-facebook')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('login-tab-sms'));
    expect(screen.queryByTestId('login-social-facebook')).not.toBeInTheDocument();
    expect(screen.queryByTestId('login-social-google')).not.toBeInTheDocument();
  });

  it('leaves for the provider with a return address and a state kept for this tab', async () => {
    stubPlatform({ extra: { '/wps/system/social': () => providers('facebook') } });
    renderApp('/m/login?redirect=%2Fm%2Fmine', { tenant: BOTH });
    fireEvent.click(await screen.findByTestId('login-social-facebook'));
    const url = new URL(vi.mocked(leaveSite).mock.calls[0]?.[0] ?? '');
    expect(url.pathname).toBe('/dev/idp/facebook/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe(
      `${window.location.origin}/m/login?redirect=%2Fm%2Fmine`,
    );
    const saved = JSON.parse(sessionStorage.getItem('socialState') ?? '{}') as {
      state: string;
      provider: string;
    };
    expect(saved).toEqual({ state: url.searchParams.get('state'), provider: 'facebook' });
    expect(saved.state.length).toBeGreaterThanOrEqual(16);
  });
});

describe('return from the provider', () => {
  it('signs in a linked identity with type firebase and follows the redirect', async () => {
    const { calls } = stubPlatform({ extra: { '/wps/session/login': () => loginAnswer('ana') } });
    const { router } = returnFromProvider();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/mine'));
    expect(loginBodies(calls)[0]).toMatchObject({
      type: 'firebase',
      firebaseChannel: 'google',
      firebaseIdToken: 'ID.TOKEN.SIG',
    });
    expect(sessionStorage.getItem('socialState')).toBeNull();
  });

  it('refuses a token that answers no sign-in of this tab', async () => {
    const { calls } = stubPlatform({ extra: { '/wps/session/login': () => loginAnswer('ana') } });
    const { router } = returnFromProvider('FORGED');
    expect(await screen.findByTestId('login-error')).toHaveTextContent('failed or expired');
    expect(loginBodies(calls)).toHaveLength(0);
    expect(router.state.location.hash).toBe('');
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('links a new identity to an existing account after the permanent-link warning', async () => {
    const { calls } = stubPlatform({
      extra: {
        '/wps/session/login': notLinked,
        '/wps/member/social/link': () => loginAnswer('member0'),
      },
    });
    const { router } = returnFromProvider();
    expect(await screen.findByTestId('social-link-identity')).toHaveTextContent('ana@example.com');
    expect(screen.getByRole('note')).toHaveTextContent('cannot be changed or unlinked');
    fireEvent.change(screen.getByTestId('social-link-username'), { target: { value: 'member0' } });
    fireEvent.change(screen.getByTestId('social-link-password'), { target: { value: 'Demo1234' } });
    fireEvent.click(screen.getByTestId('social-link-submit'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('cannot be changed or unlinked');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/mine'));
    expect(bodyOf(calls, '/wps/member/social/link')).toEqual({
      linkToken: 'LINK1',
      username: 'member0',
      password: 'Demo1234',
    });
    expect(useSessionStore.getState().session?.userName).toBe('member0');
  });

  it('registers a new linked account, and makes no call when the warning is cancelled', async () => {
    const { calls } = stubPlatform({
      extra: {
        '/wps/session/login': notLinked,
        '/wps/member/social/register': () => loginAnswer('ana2024'),
      },
    });
    const { router } = returnFromProvider();
    fireEvent.click(await screen.findByTestId('social-link-choice-register'));
    fireEvent.change(screen.getByTestId('social-link-username'), { target: { value: 'ana2024' } });
    fireEvent.change(screen.getByTestId('social-link-password'), {
      target: { value: 'Secret123' },
    });
    fireEvent.click(screen.getByTestId('social-link-submit'));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(calls, '/wps/member/social/register')).toBeNull();
    fireEvent.click(screen.getByTestId('social-link-submit'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/mine'));
    expect(bodyOf(calls, '/wps/member/social/register')).toEqual({
      linkToken: 'LINK1',
      username: 'ana2024',
      password: 'Secret123',
    });
  });

  it('shows a failed link and keeps the step open', async () => {
    stubPlatform({
      extra: {
        '/wps/session/login': notLinked,
        '/wps/member/social/link': () => failure('login.failed'),
      },
    });
    returnFromProvider();
    fireEvent.change(await screen.findByTestId('social-link-username'), {
      target: { value: 'member0' },
    });
    fireEvent.change(screen.getByTestId('social-link-password'), {
      target: { value: 'Wrong1234' },
    });
    fireEvent.click(screen.getByTestId('social-link-submit'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('social-link-error')).toHaveTextContent(
      'Incorrect username or password',
    );
    expect(screen.getByTestId('social-link')).toBeInTheDocument();
  });
});
