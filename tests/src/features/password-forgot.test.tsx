import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSessionStore } from '../../../src/lib/session-store';
import { toast } from '../../../src/ui';
import { stubPlatform } from '../app/platform-double';
import { renderApp } from '../app/render-app';
import { envelope, failure, type RecordedCall } from '../lib/fetch-double';
import { bodyOf, countries, pathOf, ruleSet } from './register-support';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  toast.hide();
});

type Answer = { status?: number; json?: unknown };

function platform(phone: boolean, extra: Record<string, (call: RecordedCall) => Answer> = {}) {
  return stubPlatform({
    extra: {
      '/wps/system/setting/register': () => ruleSet({}, { phonePasswordReset: phone }),
      '/wps/system/country': countries,
      '/wps/member/password/forgot': () => envelope(true),
      '/wps/verification/sms/noLogin': () => envelope({ expiredMinutes: 1 }),
      ...extra,
    },
  });
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByTestId(`password-${name}-input`), { target: { value } });

describe('forgot password', () => {
  it('offers only e-mail recovery when phone recovery is off', async () => {
    platform(false);
    renderApp('/m/forget');
    expect(await screen.findByTestId('forgot-email-form')).toBeInTheDocument();
    expect(screen.queryByTestId('forgot-method-phone')).not.toBeInTheDocument();
  });

  it('defaults to phone and toggles to e-mail when phone recovery is on', async () => {
    platform(true);
    renderApp('/m/forget');
    expect(await screen.findByTestId('forgot-phone-form')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('forgot-method-email'));
    expect(screen.getByTestId('forgot-email-form')).toBeInTheDocument();
  });

  it('rejects a malformed e-mail with in_email_incorrect and sends nothing', async () => {
    const { calls } = platform(false);
    renderApp('/m/forget');
    await screen.findByTestId('forgot-email-form');
    type('username', 'member0');
    type('email', 'someone@mail');
    fireEvent.click(screen.getByTestId('forgot-email-submit'));
    expect(await screen.findByTestId('password-email-error')).toHaveTextContent(
      'E-mail format is incorrect',
    );
    expect(calls.some((c) => pathOf(c) === '/wps/member/password/forgot')).toBe(false);
  });

  it('sends trimmed values form-encoded, shows success for 1 s, then goes back (home without history)', async () => {
    const { calls } = platform(false);
    const { router } = renderApp('/m/forget');
    await screen.findByTestId('forgot-email-form');
    type('username', ' member0 ');
    type('email', ' member0@mail.com ');
    fireEvent.click(screen.getByTestId('forgot-email-submit'));
    expect(await screen.findByText('Sent successfully')).toBeInTheDocument();
    const sent = calls.find((c) => pathOf(c) === '/wps/member/password/forgot')!;
    expect(sent.headers['Content-Type']).toContain('application/x-www-form-urlencoded');
    expect(sent.body).toBe('username=member0&email=member0%40mail.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'), {
      timeout: 15_000,
    });
  });
});

describe('set password by phone', () => {
  it('keeps submit disabled until touched and the code input disabled until a code was sent', async () => {
    platform(true);
    renderApp('/m/forget');
    await screen.findByTestId('forgot-phone-form');
    expect(screen.getByTestId('forgot-phone-submit')).toBeDisabled();
    expect(screen.getByTestId('password-verificationCode-input')).toBeDisabled();
    type('mobileNum', '11987654321');
    expect(screen.getByTestId('forgot-phone-submit')).toBeEnabled();
    fireEvent.click(screen.getByTestId('password-send-code'));
    await waitFor(() =>
      expect(screen.getByTestId('password-verificationCode-input')).toBeEnabled(),
    );
    // The countdown starts a render after the code input opens; a slow run may see it tick once.
    await waitFor(() =>
      expect(screen.getByTestId('password-send-code')).toHaveTextContent(/^(60|59) s$/),
    );
    type('mobileNum', '12');
    expect(screen.getByTestId('forgot-phone-submit')).toBeDisabled();
  });

  it('asks for a captcha when the send answers captcha.required, then sends the code with it', async () => {
    let sends = 0;
    const { calls } = platform(true, {
      '/wps/captcha': () => envelope('data:image/svg+xml;base64,IMG'),
      '/wps/verification/sms/noLogin': () =>
        ++sends === 1
          ? failure('captcha.required', 'Enter a captcha', 200, { captcha: true })
          : envelope({ expiredMinutes: 1 }),
    });
    renderApp('/m/forget');
    await screen.findByTestId('forgot-phone-form');
    type('mobileNum', '11987654321');
    fireEvent.click(screen.getByTestId('password-send-code'));
    expect(await screen.findByTestId('password-sms-captcha-image')).toBeInTheDocument();
    expect(screen.getByTestId('password-verificationCode-input')).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId('password-send-code')).toBeEnabled());
    type('sms-captcha', '12');
    fireEvent.click(screen.getByTestId('password-send-code'));
    await waitFor(() =>
      expect(screen.getByTestId('password-verificationCode-input')).toBeEnabled(),
    );
    expect(screen.queryByTestId('password-sms-captcha')).not.toBeInTheDocument();
    const sms = calls.filter((c) => pathOf(c) === '/wps/verification/sms/noLogin').map(bodyOf);
    expect(sms[1]).toMatchObject({ mobileNum: '11987654321', captcha: '12' });
    expect(sms[0]).not.toHaveProperty('captcha');
  });

  it.each([
    ['modify.new.old.same', 'newPassword', 'verificationCode'],
    ['verification.code.invalid', 'verificationCode', 'newPassword'],
  ])('on %s clears %s and keeps %s', async (code, cleared, kept) => {
    platform(true, { '/wps/member/password/phone': () => failure(code) });
    renderApp('/m/forget');
    await screen.findByTestId('forgot-phone-form');
    type('mobileNum', '11987654321');
    fireEvent.click(screen.getByTestId('password-send-code'));
    await waitFor(() =>
      expect(screen.getByTestId('password-verificationCode-input')).toBeEnabled(),
    );
    type('verificationCode', '123456');
    type('newPassword', 'Fresh987');
    fireEvent.click(screen.getByTestId('forgot-phone-submit'));
    await waitFor(() => expect(screen.getByTestId(`password-${cleared}-input`)).toHaveValue(''));
    expect(screen.getByTestId(`password-${kept}-input`)).not.toHaveValue('');
  });

  it('logs in with the returned username and the new password on success', async () => {
    const { calls } = platform(true, {
      '/wps/member/password/phone': () => envelope({ userName: 'member0' }),
      '/wps/session/login': () =>
        envelope({
          token: 'T-new',
          userName: 'member0',
          customerType: 0,
          firstTimeLogin: false,
          merchantCode: 'ACME',
        }),
    });
    const { router } = renderApp('/m/forget');
    await screen.findByTestId('forgot-phone-form');
    type('mobileNum', '11987654321');
    fireEvent.click(screen.getByTestId('password-send-code'));
    await waitFor(() =>
      expect(screen.getByTestId('password-verificationCode-input')).toBeEnabled(),
    );
    type('verificationCode', '123456');
    type('newPassword', 'Fresh987');
    fireEvent.click(screen.getByTestId('forgot-phone-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(bodyOf(calls.find((c) => pathOf(c) === '/wps/member/password/phone')!)).toEqual({
      mobileNum: '11987654321',
      verificationCode: '123456',
      newPassword: 'Fresh987',
      countryDialingCode: '55',
    });
    expect(bodyOf(calls.find((c) => pathOf(c) === '/wps/session/login')!)).toMatchObject({
      username: 'member0',
      password: 'Fresh987',
    });
    expect(useSessionStore.getState().session?.token).toBe('T-new');
  });
});
