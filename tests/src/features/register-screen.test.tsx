import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { leaveSite } from '../../../src/registry/social/leave-site';
import { toast } from '../../../src/ui';
import { stubPlatform } from '../app/platform-double';
import { renderApp } from '../app/render-app';
import { envelope } from '../lib/fetch-double';
import { countries, rule, ruleSet, withFlags } from './register-support';

vi.mock('../../../src/registry/social/leave-site', () => ({ leaveSite: vi.fn() }));

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leaveSite).mockClear();
  toast.hide();
});

const flags = (username: boolean, mobile: boolean) =>
  withFlags({ USERNAMEREG3: username, MOBILENUMREG3: mobile });

function platform(answer = ruleSet(), social: string[] = []) {
  return stubPlatform({
    extra: {
      '/wps/system/setting/register': () => answer,
      '/wps/system/country': countries,
      '/wps/system/social': () =>
        envelope(social.map((channel) => ({ channel, authorizeUrl: `/idp/${channel}/authorize` }))),
    },
  });
}

describe('register tabs', () => {
  it('shows both tabs with username first when both methods are on', async () => {
    platform();
    renderApp('/m/register', flags(true, true));
    expect(await screen.findByTestId('register-username-form')).toBeInTheDocument();
    expect(screen.getByTestId('register-tab-username')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('register-tab-mobile')).toHaveAttribute('aria-selected', 'false');
  });

  it('shows only the mobile form, without tabs, when only mobile registration is on', async () => {
    platform();
    renderApp('/m/register', flags(false, true));
    expect(await screen.findByTestId('register-mobile-form')).toBeInTheDocument();
    expect(screen.queryByTestId('register-tab-username')).not.toBeInTheDocument();
    expect(screen.queryByTestId('register-username-form')).not.toBeInTheDocument();
  });

  it('shows only the username form when only username registration is on', async () => {
    platform();
    renderApp('/m/register', flags(true, false));
    expect(await screen.findByTestId('register-username-form')).toBeInTheDocument();
    expect(screen.queryByTestId('register-tab-mobile')).not.toBeInTheDocument();
  });

  it('carries the typed mobile number to the other tab', async () => {
    platform(ruleSet({ mobileNum: rule(true) }));
    renderApp('/m/register', flags(true, true));
    fireEvent.change(await screen.findByTestId('register-mobileNum-input'), {
      target: { value: '11987654321' },
    });
    fireEvent.click(screen.getByTestId('register-tab-mobile'));
    const mobileForm = await screen.findByTestId('register-mobile-form');
    expect(within(mobileForm).getByTestId('register-mobileNum-input')).toHaveValue('11987654321');
  });
});

describe('register fields from the rule set', () => {
  it('marks required fields with an asterisk and hides disabled ones', async () => {
    platform(ruleSet({ email: rule(true, true), nickname: rule(true, false), qqNum: rule(false) }));
    renderApp('/m/register', flags(true, false));
    expect(await screen.findByTestId('register-email-required')).toHaveTextContent('*');
    expect(screen.getByTestId('register-username-required')).toBeInTheDocument();
    expect(screen.getByTestId('register-confirmPassword-required')).toBeInTheDocument();
    expect(screen.getByTestId('register-nickname')).toBeInTheDocument();
    expect(screen.queryByTestId('register-nickname-required')).not.toBeInTheDocument();
    expect(screen.queryByTestId('register-qqNum')).not.toBeInTheDocument();
  });

  it('shows the SMS code with mobile verification and passwords only with mobile-with-password', async () => {
    platform(ruleSet({}, { mobileVerification: true, mobileWithPassword: false }));
    renderApp('/m/register', flags(false, true));
    const form = await screen.findByTestId('register-mobile-form');
    expect(within(form).getByTestId('register-verificationCode')).toBeInTheDocument();
    expect(within(form).queryByTestId('register-password')).not.toBeInTheDocument();
    expect(within(form).queryByTestId('register-confirmPassword')).not.toBeInTheDocument();
  });

  it('toggles password visibility', async () => {
    platform();
    renderApp('/m/register', flags(true, false));
    const input = await screen.findByTestId('register-password-input');
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByTestId('register-password-toggle'));
    expect(input).toHaveAttribute('type', 'text');
  });

  it('disables register unless the player agrees, with the tenant age in the label', async () => {
    platform();
    renderApp('/m/register', withFlags({ USERNAMEREG3: true }, { ageConfirmation: 21 }));
    const agree = await screen.findByTestId('register-agree');
    expect(agree).toBeChecked();
    expect(screen.getByText(/21/)).toBeInTheDocument();
    expect(screen.getByTestId('register-submit')).toBeEnabled();
    fireEvent.click(agree);
    expect(screen.getByTestId('register-submit')).toBeDisabled();
  });

  it('reloads the captcha on entry and on tap, clearing the typed code', async () => {
    let served = 0;
    const { calls } = stubPlatform({
      extra: {
        '/wps/system/setting/register': () => ruleSet({ captcha: rule(true, true) }),
        '/wps/system/country': countries,
        '/wps/captcha': () => ({
          json: { success: true, value: `data:image/svg+xml;base64,${++served}` },
        }),
      },
    });
    renderApp('/m/register', flags(true, false));
    const input = await screen.findByTestId('register-captcha-input');
    await waitFor(() => expect(served).toBe(1));
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('register-captcha-image'));
    await waitFor(() => expect(served).toBe(2));
    expect(input).toHaveValue('');
    expect(calls.filter((c) => c.url.includes('/wps/captcha'))).toHaveLength(2);
  });
});

describe('header register button (DIRECTREG3)', () => {
  it.each([
    [true, 1],
    [false, 0],
  ])('with DIRECTREG3 %s shows %i register button to guests', async (on, count) => {
    platform();
    renderApp('/m/notice', withFlags({ DIRECTREG3: on }));
    await screen.findByTestId('app-header');
    expect(screen.queryAllByTestId('header-register')).toHaveLength(count);
    if (on) expect(screen.getByTestId('header-register')).toHaveAttribute('href', '/m/register');
  });
});

describe('SMS code on the username form', () => {
  it('is needed only once a mobile number is typed', async () => {
    platform(
      ruleSet({ mobileNum: rule(true, false, { minLength: 7 }) }, { mobileVerification: true }),
    );
    renderApp('/m/register', flags(true, false));
    await screen.findByTestId('register-verificationCode');
    expect(screen.queryByTestId('register-verificationCode-required')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('register-submit'));
    await screen.findByTestId('register-username-error');
    expect(screen.queryByTestId('register-verificationCode-error')).not.toBeInTheDocument();
    fireEvent.change(screen.getByTestId('register-mobileNum-input'), {
      target: { value: '11987654321' },
    });
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-verificationCode-error')).toHaveTextContent(
      'This field is required',
    );
  });
});

describe('social icons (as on login)', () => {
  const social = (facebook: boolean, google: boolean) =>
    withFlags({
      USERNAMEREG3: true,
      MOBILENUMREG3: true,
      FACEBOOKLOGIN3: facebook,
      GOOGLELOGIN3: google,
    });

  it('shows each flagged provider the platform has ready, on the username form only', async () => {
    platform(ruleSet(), ['facebook']);
    renderApp('/m/register', social(true, true));
    expect(await screen.findByTestId('register-social-facebook')).toBeInTheDocument();
    expect(screen.queryByTestId('register-social-google')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('register-tab-mobile'));
    await screen.findByTestId('register-mobile-form');
    expect(screen.queryByTestId('register-social-facebook')).not.toBeInTheDocument();
  });

  it('shows nothing when the flags are off, and does not ask for providers', async () => {
    const { calls } = platform(ruleSet(), ['facebook', 'google']);
    renderApp('/m/register', social(false, false));
    await screen.findByTestId('register-username-form');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('register-social-facebook')).not.toBeInTheDocument();
    expect(screen.queryByTestId('register-social-google')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/wps/system/social'))).toBe(false);
  });

  it('leaves for the provider, which returns to the login screen', async () => {
    platform(ruleSet(), ['google', 'facebook']);
    renderApp('/m/register', social(false, true));
    fireEvent.click(await screen.findByTestId('register-social-google'));
    expect(screen.queryByTestId('register-social-facebook')).not.toBeInTheDocument();
    const url = new URL(vi.mocked(leaveSite).mock.calls[0]?.[0] ?? '');
    expect(url.pathname).toBe('/idp/google/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/m/login`);
    const saved = JSON.parse(sessionStorage.getItem('socialState') ?? '{}') as unknown;
    expect(saved).toEqual({ state: url.searchParams.get('state'), provider: 'google' });
  });
});
