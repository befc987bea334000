import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSessionStore } from '../../../src/lib/session-store';
import { toast } from '../../../src/ui';
import { stubPlatform } from '../app/platform-double';
import { renderApp } from '../app/render-app';
import { envelope, failure } from '../lib/fetch-double';
import {
  bodyOf,
  countries,
  pathOf,
  registered,
  rule,
  ruleSet,
  withFlags,
} from './register-support';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  toast.hide();
});

const usernameOnly = withFlags({ USERNAMEREG3: true });
const withAffiliate = ruleSet({
  affiliateCode: rule(true, false, { acceptedPattern: '^[A-Za-z0-9]{4,16}$' }),
});

function platform(affiliateOk: (code: string) => boolean = () => true) {
  return stubPlatform({
    extra: {
      '/wps/system/setting/register': () => withAffiliate,
      '/wps/system/country': countries,
      '/wps/relay/AFFMAN3_checkAffiliateCode': (call) =>
        affiliateOk(new URL(call.url, 'http://x').searchParams.get('code') ?? '')
          ? envelope(true)
          : failure('affiliate.code.invalid'),
      '/wps/member/register': () => registered('newplayer1'),
    },
  });
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(`${testId}-input`), { target: { value } });

async function fillAccount(password = 'Secret12') {
  await screen.findByTestId('register-username-form');
  type('register-username', 'newplayer1');
  type('register-password', password);
  type('register-confirmPassword', password);
}

describe('register flow (spec §4)', () => {
  it('validates all fields first and focuses the first failing one, without calling the server', async () => {
    const { calls } = platform();
    renderApp('/m/register', usernameOnly);
    await screen.findByTestId('register-username-form');
    type('register-username', 'newplayer1');
    type('register-confirmPassword', 'other');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-password-error')).toHaveTextContent(
      'This field is required',
    );
    expect(screen.getByTestId('register-confirmPassword-error')).toHaveTextContent(
      'Confirmation password not matched',
    );
    expect(document.activeElement).toBe(screen.getByTestId('register-password-input'));
    expect(calls.some((c) => pathOf(c) === '/wps/member/register')).toBe(false);
  });

  it('checks a typed invitation code first; on failure shows the error, focuses it and does not register', async () => {
    const { calls } = platform(() => false);
    renderApp('/m/register', usernameOnly);
    await fillAccount();
    type('register-affiliateCode', 'NOPE99');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-affiliateCode-error')).toHaveTextContent(
      'Invalid invitation code',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByTestId('register-affiliateCode-input')),
    );
    expect(calls.some((c) => pathOf(c) === '/wps/member/register')).toBe(false);
  });

  it('checks the code, then registers, toasts, stores the session and goes home', async () => {
    const { calls } = platform();
    const { router } = renderApp('/m/register', usernameOnly);
    await fillAccount();
    type('register-affiliateCode', 'AG1001');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    const order = calls
      .map(pathOf)
      .filter((p) => p.includes('AFFMAN3') || p === '/wps/member/register');
    expect(order).toEqual(['/wps/relay/AFFMAN3_checkAffiliateCode', '/wps/member/register']);
    const body = bodyOf(calls.find((c) => pathOf(c) === '/wps/member/register')!);
    expect(body).toMatchObject({
      username: 'newplayer1',
      password: 'Secret12',
      confirmPassword: 'Secret12',
      affiliateCode: 'AG1001',
      type: 0,
    });
    expect(await screen.findByText('registered successfully')).toBeInTheDocument();
    expect(useSessionStore.getState().session).toMatchObject({
      token: 'T-newplayer1',
      userName: 'newplayer1',
    });
  });

  it.each([['affiliateCode'], ['r'], ['referralCode']])(
    'takes ?%s= from the URL, checks it once on arrival and not again on submit',
    async (param) => {
      const { calls } = platform();
      const { router } = renderApp(`/m/register?${param}=AG1001`, usernameOnly);
      await fillAccount();
      expect(screen.getByTestId('register-affiliateCode-input')).toHaveValue('AG1001');
      await waitFor(() =>
        expect(localStorage.getItem('affiliateCode')).toContain('"validated":true'),
      );
      fireEvent.click(screen.getByTestId('register-submit'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
      expect(calls.filter((c) => pathOf(c).includes('AFFMAN3'))).toHaveLength(1);
      expect(bodyOf(calls.find((c) => pathOf(c) === '/wps/member/register')!).affiliateCode).toBe(
        'AG1001',
      );
    },
  );

  it('marks the field the server rejects', async () => {
    stubPlatform({
      extra: {
        '/wps/system/setting/register': () => ruleSet(),
        '/wps/system/country': countries,
        '/wps/member/register': () =>
          failure('username.exists', 'Sorry, the username already exists.'),
      },
    });
    const { router } = renderApp('/m/register', usernameOnly);
    await fillAccount();
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-username-error')).toHaveTextContent(
      'Sorry, the username already exists.',
    );
    expect(router.state.location.pathname).toBe('/m/register');
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('sends an SMS code only for a valid number and counts down 60 s × expiredMinutes', async () => {
    const { calls } = stubPlatform({
      extra: {
        '/wps/system/setting/register': () => ruleSet({}, { mobileVerification: true }),
        '/wps/system/country': countries,
        '/wps/verification/sms/register': () => envelope({ expiredMinutes: 2 }),
      },
    });
    renderApp('/m/register', withFlags({ MOBILENUMREG3: true }));
    await screen.findByTestId('register-mobile-form');
    fireEvent.click(screen.getByTestId('register-send-code'));
    expect(await screen.findByTestId('register-mobileNum-error')).toHaveTextContent(
      'at least 7 digits',
    );
    type('register-mobileNum', '11987654321');
    fireEvent.click(screen.getByTestId('register-send-code'));
    await waitFor(() =>
      expect(screen.getByTestId('register-send-code')).toHaveTextContent('120 s'),
    );
    expect(screen.getByTestId('register-send-code')).toBeDisabled();
    const sms = calls.filter((c) => pathOf(c) === '/wps/verification/sms/register');
    expect(sms.map(bodyOf)).toEqual([{ mobileNo: '11987654321', countryDialingCode: '55' }]);
  });

  it('shows a captcha when a send answers captcha.required and resends with its answer; a wrong one gets a new image', async () => {
    const answers = [
      failure('captcha.required', 'Enter a captcha', 200, { captcha: true }),
      failure('captcha.invalid', 'Verification code error', 200, { captcha: true }),
      envelope({ expiredMinutes: 2 }),
    ];
    let images = 0;
    const { calls } = stubPlatform({
      extra: {
        '/wps/system/setting/register': () => ruleSet({}, { mobileVerification: true }),
        '/wps/system/country': countries,
        '/wps/captcha': () => envelope(`data:image/svg+xml;base64,IMG${++images}`),
        '/wps/verification/sms/register': () => answers.shift() ?? envelope({ expiredMinutes: 2 }),
      },
    });
    renderApp('/m/register', withFlags({ MOBILENUMREG3: true }));
    await screen.findByTestId('register-mobile-form');
    expect(screen.queryByTestId('register-sms-captcha')).not.toBeInTheDocument();
    type('register-mobileNum', '11987654321');
    const send = screen.getByTestId('register-send-code');

    fireEvent.click(send);
    expect(await screen.findByTestId('register-sms-captcha-image')).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,IMG1',
    );
    expect(await screen.findByText('Enter a captcha')).toBeInTheDocument();
    await waitFor(() => expect(send).toBeEnabled());

    type('register-sms-captcha', '9');
    fireEvent.click(send);
    expect(await screen.findByText('Verification code error')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('register-sms-captcha-image')).toHaveAttribute(
        'src',
        'data:image/svg+xml;base64,IMG2',
      ),
    );
    expect(screen.getByTestId('register-sms-captcha-input')).toHaveValue('');
    await waitFor(() => expect(send).toBeEnabled());

    type('register-sms-captcha', '7a');
    fireEvent.click(send);
    await waitFor(() => expect(send).toHaveTextContent('120 s'));
    expect(screen.queryByTestId('register-sms-captcha')).not.toBeInTheDocument();
    const sms = calls.filter((c) => pathOf(c) === '/wps/verification/sms/register');
    expect(sms.map(bodyOf)).toEqual([
      { mobileNo: '11987654321', countryDialingCode: '55' },
      { mobileNo: '11987654321', countryDialingCode: '55', captcha: '9' },
      { mobileNo: '11987654321', countryDialingCode: '55', captcha: '7' },
    ]);
  });
});
