import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { toast } from '../../../src/ui';
import { stubPlatform } from '../app/platform-double';
import { renderApp } from '../app/render-app';
import { envelope, failure, type RecordedCall } from '../lib/fetch-double';

/** The first render loads the lazy screen and its texts. */
const SLOW = { timeout: 15_000 };

const CONFIG = {
  loginPassword: true,
  paymentPassword: false,
  mobileBound: true,
  mobile: '912****5678',
  emailBound: false,
  email: '',
  verificationStatus: 'REJECTED',
  verificationSubmittedAt: Date.UTC(2025, 5, 1),
  verificationDecidedAt: Date.UTC(2025, 5, 2),
  rejectReason: 'Blurry photo',
  realName: '',
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  toast.hide();
});

function platform(config = CONFIG, paymentPassword = (_call: RecordedCall) => envelope(true)) {
  return stubPlatform({
    extra: {
      '/wps/member/securityConfig': () => envelope(config),
      '/wps/member/paymentPassword': paymentPassword,
    },
  });
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByTestId(`security-${name}-input`), { target: { value } });

describe('security centre', () => {
  it('lists each section with its state', async () => {
    platform();
    renderApp('/m/securityCenter', { session: {} });
    expect(await screen.findByTestId('security-state-paymentPassword', {}, SLOW)).toHaveTextContent(
      'Not set',
    );
    expect(screen.getByTestId('security-state-loginPassword')).toHaveTextContent('Set');
    expect(screen.getByTestId('security-value-mobile')).toHaveTextContent('912****5678');
    expect(screen.getByTestId('security-state-email')).toHaveTextContent('Not bound');
    expect(screen.getByTestId('security-state-identity')).toHaveTextContent('Rejected');
  });

  it('shows an error with retry when the state cannot load', async () => {
    let fail = true;
    stubPlatform({
      extra: {
        '/wps/member/securityConfig': () =>
          fail ? failure('function.not.available', 'off') : envelope(CONFIG),
      },
    });
    renderApp('/m/securityCenter', { session: {} });
    const retry = await screen.findByRole('button', { name: 'Retry' }, SLOW);
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('security-row-identity')).toBeInTheDocument();
  });

  it('opens the payment password directly and sets it with the login password', async () => {
    const { calls } = platform();
    renderApp('/m/securityCenter?section=paymentPassword', { session: {} });
    await screen.findByTestId('payment-password-form', {}, SLOW);
    expect(screen.queryByTestId('security-oldPassword')).toBeNull();
    type('loginPassword', 'Demo1234');
    type('newPassword', '246810');
    type('confirmNewPassword', '246819');
    fireEvent.click(screen.getByTestId('payment-password-submit'));
    expect(await screen.findByTestId('security-confirmNewPassword-error')).toBeInTheDocument();
    type('confirmNewPassword', '246810');
    fireEvent.click(screen.getByTestId('payment-password-submit'));
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.endsWith('/wps/member/paymentPassword') && c.method === 'PUT'),
      ).toBe(true),
    );
    expect(await screen.findByText('Payment password set')).toBeInTheDocument();
  });

  it('asks for the old payment password when one is set and shows a wrong one under it', async () => {
    platform({ ...CONFIG, paymentPassword: true }, () => failure('invalid.payment.pw', 'wrong'));
    renderApp('/m/securityCenter?section=paymentPassword', { session: {} });
    await screen.findByTestId('security-oldPassword', {}, SLOW);
    type('oldPassword', '111111');
    type('newPassword', '222222');
    type('confirmNewPassword', '222222');
    fireEvent.click(screen.getByTestId('payment-password-submit'));
    expect(await screen.findByTestId('security-oldPassword-error')).toHaveTextContent(
      'The payment password is incorrect',
    );
  });

  it('shows a rejected verification with its reason and the upload form', async () => {
    platform();
    renderApp('/m/securityCenter?section=identity', { session: {} });
    expect(await screen.findByTestId('identity-reject-reason')).toHaveTextContent('Blurry photo');
    expect(screen.getByTestId('identity-form')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('identity-submit'));
    expect(await screen.findByTestId('identity-selfie-error')).toHaveTextContent(
      'Please add this photo',
    );
  });

  it('hides the upload form while under review', async () => {
    platform({ ...CONFIG, verificationStatus: 'UNDER_REVIEW' });
    renderApp('/m/securityCenter?section=identity', { session: {} });
    expect(await screen.findByTestId('identity-status-pill')).toHaveTextContent('Under review');
    expect(screen.queryByTestId('identity-form')).toBeNull();
  });
});
