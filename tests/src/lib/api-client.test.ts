import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  request,
  API_TIMEOUT_MS,
  ApiError,
  ApiTimeoutError,
  isApiError,
  isTimeoutError,
  onSessionLost,
} from '../../../src/lib/api-client';
import { configureApiClient, setRequestLanguage } from '../../../src/lib/api-config';
import { useSessionStore } from '../../../src/lib/session-store';
import { envelope, failure, stubFetch } from './fetch-double';

/** Like fetch on a dead line: settles only by aborting (at once if already aborted). */
function neverAnswering(init: RequestInit) {
  return new Promise((_resolve, reject) => {
    const fail = () => reject(new DOMException('aborted', 'AbortError'));
    if (init.signal?.aborted) fail();
    init.signal?.addEventListener('abort', fail);
  });
}

const session = {
  token: 'tok-123',
  merchantCode: 'TRIALM',
  userName: 'trial4',
  type: 4,
  firstTimeLogin: false,
};

beforeEach(() => {
  configureApiClient({
    baseUrl: 'https://api.example.com/',
    merchantCode: 'ACME',
    encryption: 'none',
  });
  setRequestLanguage('en');
  useSessionStore.getState().clearSession();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client headers', () => {
  it('sends the tenant merchant, language, device and JSON content type for guests', async () => {
    const { calls } = stubFetch(() => envelope({ ok: 1 }));
    setRequestLanguage('fil');
    await request('GET', '/wps/system/status', undefined, {
      query: { a: 1, skip: undefined, list: ['x', 'y'] },
    });
    expect(calls[0]?.url).toBe('https://api.example.com/wps/system/status?a=1&list=x&list=y');
    expect(calls[0]?.headers).toEqual({
      Merchant: 'ACME',
      Language: 'FIL',
      Device: 'web',
      'Content-Type': 'application/json;charset=UTF-8',
    });
  });

  it('uses the session merchant and raw token when logged in', async () => {
    const { calls } = stubFetch(() => envelope(null));
    useSessionStore.getState().setSession(session);
    await request('POST', '/wps/member/x', { a: 1 });
    expect(calls[0]?.headers.Merchant).toBe('TRIALM');
    expect(calls[0]?.headers.Authorization).toBe('tok-123');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toBe('{"a":1}');
  });

  it('sends Device OTHERS in standalone mode', async () => {
    const { calls } = stubFetch(() => envelope(null));
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('standalone') }));
    await request('GET', '/wps/x', undefined);
    expect(calls[0]?.headers.Device).toBe('OTHERS');
  });

  it('form-encodes when asked', async () => {
    const { calls } = stubFetch(() => envelope(true));
    await request('POST', '/wps/forget', { username: 'a b', email: 'x@y.io' }, { form: true });
    expect(calls[0]?.body).toBe('username=a+b&email=x%40y.io');
    expect(calls[0]?.headers['Content-Type']).toMatch(/x-www-form-urlencoded/);
  });
});

describe('api client envelope', () => {
  it('unwraps value on success', async () => {
    stubFetch(() => envelope({ sumBalance: 12.5 }));
    await expect(request('GET', '/wps/wallets/balance', undefined)).resolves.toEqual({
      sumBalance: 12.5,
    });
  });

  it('throws ApiError with code, message, status and value on failure', async () => {
    stubFetch(() => failure('login.failed', 'Bad password', 200, { captcha: true }));
    const error = await request('POST', '/wps/session/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'login.failed',
      message: 'Bad password',
      status: 200,
      value: { captcha: true },
    });
  });

  it('maps a network failure to network.error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(request('GET', '/wps/x', undefined)).rejects.toMatchObject({
      code: 'network.error',
      status: 0,
    });
  });

  it('gives up after the timeout with network.timeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => neverAnswering(init)),
    );
    const pending = request('GET', '/wps/slow', undefined, { timeoutMs: 5000 }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(await pending).toMatchObject({ code: 'network.timeout', status: 0 });
    vi.useRealTimers();
  });

  it('gives up after API_TIMEOUT_MS (8 s) by default with a typed ApiTimeoutError', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => neverAnswering(init)),
    );
    let outcome: unknown = 'pending';
    void request('GET', '/wps/slow', undefined).catch((e: unknown) => (outcome = e));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(API_TIMEOUT_MS).toBe(8000);
    expect(outcome).toBeInstanceOf(ApiTimeoutError);
    expect(outcome).toMatchObject({ code: 'network.timeout', timeoutMs: API_TIMEOUT_MS });
    expect(isTimeoutError(outcome) && isApiError(outcome)).toBe(true);
    vi.useRealTimers();
  });

  it('lets a caller abort pass through as an abort, not an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => neverAnswering(init)),
    );
    const controller = new AbortController();
    const pending = request('GET', '/wps/slow', undefined, { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('maps a non-JSON server error to http.<status>', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>', { status: 502 })));
    await expect(request('GET', '/wps/x', undefined)).rejects.toMatchObject({
      code: 'http.502',
      status: 502,
    });
  });

  it('returns /lgw answers raw and turns their non-2xx into ApiError', async () => {
    stubFetch((call) =>
      call.url.endsWith('/ok')
        ? { json: [{ id: 1 }] }
        : { status: 400, json: { errorCode: 'bad.bet', message: 'no' } },
    );
    await expect(request('GET', '/lgw/games/ok', undefined)).resolves.toEqual([{ id: 1 }]);
    await expect(request('GET', '/lgw/games/bad', undefined)).rejects.toMatchObject({
      code: 'bad.bet',
      status: 400,
    });
  });
});

describe('session loss', () => {
  it.each([
    [
      'HTTP 401',
      { status: 401, json: { success: false, errorCode: 'user.or.token.invalid' } },
      'user.or.token.invalid',
    ],
    ['duplicateLogin code', failure('duplicateLogin'), 'duplicateLogin'],
    ['bare 401', { status: 401 }, 'http.401'],
  ])('%s clears the session and notifies the listener once', async (_name, answer, code) => {
    stubFetch(() => answer);
    useSessionStore.getState().setSession(session);
    const listener = vi.fn();
    const stop = onSessionLost(listener);
    await Promise.allSettled([
      request('GET', '/wps/member/info', undefined),
      request('GET', '/wps/wallets/balance', undefined),
    ]);
    stop();
    expect(useSessionStore.getState().session).toBeNull();
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ code });
  });

  it('does not notify when there was no session', async () => {
    stubFetch(() => ({ status: 401, json: { success: false, errorCode: 'login.not.session' } }));
    const listener = vi.fn();
    const stop = onSessionLost(listener);
    await expect(request('GET', '/wps/member/info', undefined)).rejects.toMatchObject({
      code: 'login.not.session',
      status: 401,
    });
    stop();
    expect(listener).not.toHaveBeenCalled();
  });
});
