import { fireEvent, screen } from '@testing-library/react';

import { envelope } from '../lib/fetch-double';
import type { RecordedCall } from '../lib/fetch-double';

export const loginAnswer = (userName = 'member0', customerType = 0) =>
  envelope({
    token: `T-${userName}`,
    userName,
    customerType,
    firstTimeLogin: false,
    merchantCode: 'ACME',
  });

/** Login bodies sent so far (the sample tenant sends plain JSON). */
export const loginBodies = (calls: RecordedCall[]) =>
  calls
    .filter((call) => new URL(call.url, 'http://localhost').pathname === '/wps/session/login')
    .map((call) => JSON.parse(call.body ?? '{}') as Record<string, unknown>);

export async function fillUsernameForm(username: string, password: string) {
  fireEvent.change(await screen.findByTestId('login-username'), { target: { value: username } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
}

/** Loads the lazy login screen once up front, so the first test's timeouts are not spent compiling it. */
export async function preloadLoginScreen(): Promise<void> {
  await import('../../../src/features/auth/LoginScreen');
}
