import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { toast } from '../../../src/ui';
import { stubPlatform } from '../app/platform-double';
import { renderApp } from '../app/render-app';
import { envelope, failure, type RecordedCall } from '../lib/fetch-double';
import { loginAnswer, loginBodies, preloadLoginScreen } from './auth-support';

beforeAll(preloadLoginScreen);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toast.hide();
});

const SMS_LOGIN = { flags: { MOBILEVERCODELOGIN3: true } } as never;
const RULES = envelope({
  loginMobileNum: {
    enabled: true,
    required: true,
    acceptedPattern: '^[0-9]{7,20}$',
    minLength: 7,
    maxLength: 20,
  },
});
const smsCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.url.endsWith('/wps/verification/sms/noLogin'));

async function openSmsTab() {
  fireEvent.click(await screen.findByTestId('login-tab-sms'));
  return screen.findByTestId('login-mobile');
}

describe('login methods per flag', () => {
  it('offers only username login without MOBILEVERCODELOGIN3', async () => {
    stubPlatform();
    renderApp('/m/login', { tenant: { flags: { MOBILEVERCODELOGIN3: false } } as never });
    expect(await screen.findByTestId('login-username')).toBeInTheDocument();
    expect(screen.queryByTestId('login-tab-sms')).not.toBeInTheDocument();
    expect(screen.queryByTestId('login-mobile')).not.toBeInTheDocument();
  });

  it('offers both tabs with the flag, username first', async () => {
    stubPlatform();
    renderApp('/m/login', { tenant: SMS_LOGIN });
    expect(await screen.findByTestId('login-tab-username')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByTestId('login-tab-sms')).toHaveAttribute('aria-selected', 'false');
    expect(await openSmsTab()).toBeInTheDocument();
    expect(screen.queryByTestId('login-username')).not.toBeInTheDocument();
  });
});

describe('SMS login', () => {
  it('sends the code, counts down 60 s × expiredMinutes, then logs in with mobile and code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { calls } = stubPlatform({
      extra: {
        '/wps/system/setting/register': () => RULES,
        '/wps/verification/sms/noLogin': () => envelope({ expiredMinutes: 2 }),
        '/wps/session/login': () => loginAnswer('m123456789'),
      },
    });
    const { router } = renderApp('/m/login', { tenant: SMS_LOGIN });
    fireEvent.change(await openSmsTab(), { target: { value: '11987654321' } });
    const send = screen.getByTestId('login-sms-send');
    expect(send).toBeEnabled();
    fireEvent.click(send);
    await waitFor(() => expect(send).toHaveTextContent('120 s'));
    expect(send).toBeDisabled();
    expect(JSON.parse(smsCalls(calls)[0]?.body ?? '{}')).toEqual({
      mobileNum: '11987654321',
      module: 'VERIFICATION3',
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(send).toHaveTextContent('60 s');
    expect(send).toBeDisabled();
    act(() => vi.advanceTimersByTime(60_000));
    expect(send).toHaveTextContent('Send code');
    expect(send).toBeEnabled();

    fireEvent.change(screen.getByTestId('login-sms-code'), { target: { value: '12a34567890123' } });
    expect(screen.getByTestId('login-sms-code')).toHaveValue('1234567890');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(loginBodies(calls)[0]).toMatchObject({
      type: 'sms',
      mobileNum: '11987654321',
      verificationCode: '1234567890',
    });
  });

  it('shows a captcha when the send answers captcha.required and sends its answer with the next try', async () => {
    let sends = 0;
    const { calls } = stubPlatform({
      extra: {
        '/wps/system/setting/register': () => RULES,
        '/wps/captcha': () => envelope('data:image/svg+xml;base64,IMG'),
        '/wps/verification/sms/noLogin': () =>
          ++sends === 1
            ? failure('captcha.required', 'Enter a captcha', 200, { captcha: true })
            : envelope({ expiredMinutes: 1 }),
      },
    });
    renderApp('/m/login', { tenant: SMS_LOGIN });
    fireEvent.change(await openSmsTab(), { target: { value: '11987654321' } });
    const send = screen.getByTestId('login-sms-send');
    fireEvent.click(send);
    expect(await screen.findByTestId('login-sms-captcha-image')).toBeInTheDocument();
    expect(await screen.findByText('Enter a captcha')).toBeInTheDocument();
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.change(screen.getByTestId('login-sms-captcha-input'), { target: { value: '15' } });
    fireEvent.click(send);
    await waitFor(() => expect(send).toHaveTextContent('60 s'));
    expect(screen.queryByTestId('login-sms-captcha')).not.toBeInTheDocument();
    expect(smsCalls(calls).map((c) => JSON.parse(c.body ?? '{}'))).toEqual([
      { mobileNum: '11987654321', module: 'VERIFICATION3' },
      { mobileNum: '11987654321', module: 'VERIFICATION3', captcha: '15' },
    ]);
  });

  it('validates the mobile number before sending a code, and caps it at 20 characters', async () => {
    const { calls } = stubPlatform({ extra: { '/wps/system/setting/register': () => RULES } });
    renderApp('/m/login', { tenant: SMS_LOGIN });
    const mobile = await openSmsTab();
    fireEvent.change(mobile, { target: { value: '12345678901234567890123' } });
    expect(mobile).toHaveValue('12345678901234567890');
    fireEvent.change(mobile, { target: { value: '12ab' } });
    fireEvent.click(screen.getByTestId('login-sms-send'));
    expect(await screen.findByTestId('login-error-mobileNum')).toHaveTextContent(
      'at least 7 digits',
    );
    expect(smsCalls(calls)).toHaveLength(0);
  });

  it('hides the loading toast when sending fails and keeps the button usable', async () => {
    stubPlatform({
      extra: {
        '/wps/verification/sms/noLogin': () =>
          failure('TOO_MANY_REQUESTS', '', 429, { retryAfterSeconds: 30 }),
      },
    });
    renderApp('/m/login', { tenant: SMS_LOGIN });
    fireEvent.change(await openSmsTab(), { target: { value: '11987654321' } });
    fireEvent.click(screen.getByTestId('login-sms-send'));
    expect(
      await screen.findByText('Too many attempts, please try again later'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Please wait…')).not.toBeInTheDocument();
    expect(screen.getByTestId('login-sms-send')).toBeEnabled();
  });
});
