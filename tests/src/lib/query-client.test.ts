import { describe, expect, it } from 'vitest';

import { configureApiClient } from '../../../src/lib/api-config';
import { ApiError, ApiTimeoutError } from '../../../src/lib/api-error';
import { createQueryClient, queryKey } from '../../../src/lib/query-client';
import { useSessionStore } from '../../../src/lib/session-store';

describe('queryKey', () => {
  it('starts with the current merchant code', () => {
    configureApiClient({ baseUrl: '', merchantCode: 'ACME', encryption: 'none' });
    expect(queryKey('games', { gameType: 'RNG' })).toEqual(['ACME', 'games', { gameType: 'RNG' }]);
    useSessionStore.getState().setSession({
      token: 't',
      merchantCode: 'ACMEFREE',
      userName: 'trial4',
      type: 4,
      firstTimeLogin: false,
    });
    expect(queryKey('wallet')).toEqual(['ACMEFREE', 'wallet']);
    useSessionStore.getState().clearSession();
  });
});

describe('retry policy', () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry as (
    count: number,
    error: unknown,
  ) => boolean;

  it('retries network failures twice, never business errors or session loss', () => {
    const network = new ApiError('network.error', '', 0);
    expect([retry(0, network), retry(1, network), retry(2, network)]).toEqual([true, true, false]);
    expect(retry(0, new ApiError('function.not.available', '', 200))).toBe(false);
    expect(retry(0, new ApiError('user.or.token.invalid', '', 401))).toBe(false);
    expect(retry(0, new ApiError('http.503', '', 503))).toBe(true);
  });

  it('never retries a timeout: the screen offers Retry after one wait, not three', () => {
    expect(retry(0, new ApiTimeoutError(8000))).toBe(false);
  });
});
