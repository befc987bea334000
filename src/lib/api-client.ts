import { apiConfig, currentMerchantCode, requestLanguageHeader } from './api-config';
import {
  ApiError,
  ApiTimeoutError,
  INVALID_RESPONSE,
  NETWORK_ERROR,
  SESSION_LOSS_CODES,
} from './api-error';
import { deviceHeader } from './device';
import { takeArrivedResponse, takeEarlyResponse } from './early-requests';
import { type Query, queryString } from './query-string';
import { reportSessionLost } from './session-loss';
import { currentSession } from './session-store';

export {
  ApiError,
  ApiTimeoutError,
  isApiError,
  isTimeoutError,
  NETWORK_ERROR,
  NETWORK_TIMEOUT,
  SESSION_LOSS_CODES,
} from './api-error';
export { onSessionLost } from './session-loss';

export type { Query, QueryValue } from './query-string';

export interface RequestOptions {
  query?: Query;
  signal?: AbortSignal;
  /** Encrypt the body per protocol.md §3 when the tenant's `api.encryption` is `tcg`. */
  encrypted?: boolean;
  /** Send the body form-urlencoded (a few old calls, spec §7). */
  form?: boolean;
  /** Give up after this many ms with an {@link ApiTimeoutError}; @default API_TIMEOUT_MS */
  timeoutMs?: number;
}

/**
 * How long a call waits for the platform before it fails with an {@link ApiTimeoutError}. A healthy
 * platform answers in well under a second, even on a slow phone network; past 8 s the user is looking
 * at a spinner that will not end, so the screen should offer Retry instead (issue 15, finding 7: at
 * 20 s, with the query client's retries, a hanging API showed nothing for over a minute). Uploads
 * and other slow writes pass their own `timeoutMs`.
 */
export const API_TIMEOUT_MS = 8_000;

interface Envelope {
  success: boolean;
  value?: unknown;
  errorCode?: string;
  message?: string;
}

const JSON_TYPE = 'application/json;charset=UTF-8';

function buildUrl(path: string, query?: Query): string {
  const search = queryString(query);
  return `${apiConfig().baseUrl}${path}${search ? `?${search}` : ''}`;
}

function baseHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    Merchant: currentMerchantCode(),
    Language: requestLanguageHeader(),
    Device: deviceHeader(),
    'Content-Type': JSON_TYPE,
  };
  const token = currentSession()?.token;
  if (token) headers.Authorization = token;
  return headers;
}

async function encodeBody(body: unknown, options: RequestOptions, headers: Record<string, string>) {
  if (body === undefined) return undefined;
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    return new URLSearchParams(body as Record<string, string>).toString();
  }
  if (options.encrypted && apiConfig().encryption === 'tcg') {
    const { encryptPayload } = await import('./crypto/tcg');
    const encrypted = await encryptPayload(body, (key) =>
      request<string>(key.method, key.path, undefined),
    );
    Object.assign(headers, encrypted.headers);
    return JSON.stringify(encrypted.body);
  }
  return JSON.stringify(body);
}

const isEnvelope = (data: unknown): data is Envelope =>
  typeof data === 'object' && data !== null && typeof (data as Envelope).success === 'boolean';

/** `/lgw` lottery answers are raw JSON (protocol.md §4): errors are a non-2xx status. */
const isRawPath = (path: string) => path.startsWith('/lgw/');

/** What an answer's status says; a Response, or an early answer of the landing script. */
interface Status {
  status: number;
  ok: boolean;
}

function toResult<T>(path: string, response: Status, data: unknown): T {
  const fields = (typeof data === 'object' && data !== null ? data : {}) as Partial<Envelope>;
  const code = fields.errorCode ?? (response.status === 401 ? 'http.401' : undefined);
  if (response.status === 401 || (code && SESSION_LOSS_CODES.has(code))) {
    reportSessionLost(code ?? 'http.401');
    throw new ApiError(code ?? 'http.401', fields.message ?? '', response.status, fields.value);
  }
  if (isRawPath(path) && response.ok) return data as T;
  if (isEnvelope(data) && data.success && response.ok) return data.value as T;
  const fallback = isEnvelope(data) ? 'unknown.error' : `http.${response.status}`;
  throw new ApiError(code ?? fallback, fields.message ?? '', response.status, fields.value);
}

/** An answer and when it arrived (ms since the epoch). */
export interface Arrived<T> {
  data: T;
  at: number;
}

/**
 * A GET's successful answer that the landing script already holds (early-requests.ts), for a
 * screen's first render; undefined when it has not arrived, failed or was taken.
 */
export function arrivedAnswer<T>(path: string, query?: Query): Arrived<T> | undefined {
  const arrived = takeArrivedResponse(buildUrl(path, query), baseHeaders());
  if (!arrived) return undefined;
  const { data } = arrived.response;
  if (isRawPath(path)) return { data: data as T, at: arrived.at };
  return isEnvelope(data) && data.success ? { data: data.value as T, at: arrived.at } : undefined;
}

/** fetch with the caller's abort signal plus a timeout; failures become ApiErrors, aborts stay aborts. */
async function send(url: string, init: RequestInit, options: RequestOptions): Promise<Response> {
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  if (options.signal?.aborted) forwardAbort();
  options.signal?.addEventListener('abort', forwardAbort);
  try {
    // include: a site on a CDN sends the API's captcha cookie to its (same-site) API origin
    return await fetch(url, { credentials: 'include', ...init, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new ApiTimeoutError(timeoutMs);
    if (options.signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR, error instanceof Error ? error.message : String(error), 0);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * An early request taken over is bound by the client's timeout too: a platform that stops answering
 * while the page loads gets the slow-network error and its Retry, not an endless loading state.
 */
function withinTimeout<T>(pending: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiTimeoutError(timeoutMs)), timeoutMs);
  });
  return Promise.race([pending, expiry]).finally(() => clearTimeout(timer));
}

/** The server rotated its RSA key (or another instance answered): fetch the key again, retry once. */
const STALE_KEY_CODE = 'encryption.invalid';

/**
 * The one fetch client of the site: headers of protocol.md §2, envelope unwrapping, session-loss
 * handling. Features call endpoints through `call` (api-call.ts), which names the method and path.
 */
export async function request<T>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  try {
    return await requestOnce<T>(method, path, body, options);
  } catch (error) {
    const tcg = options.encrypted && apiConfig().encryption === 'tcg';
    if (!tcg || !(error instanceof ApiError) || error.code !== STALE_KEY_CODE) throw error;
    const { resetRsaKeyCache } = await import('./crypto/tcg');
    resetRsaKeyCache();
    return requestOnce<T>(method, path, body, options);
  }
}

async function requestOnce<T>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<T> {
  const headers = baseHeaders();
  const url = buildUrl(path, options.query);
  const taken = method === 'GET' ? takeEarlyResponse(url, headers) : undefined;
  const early = taken && (await withinTimeout(taken, options.timeoutMs ?? API_TIMEOUT_MS));
  if (early) {
    const ok = early.status >= 200 && early.status < 300;
    return toResult<T>(path, { status: early.status, ok }, early.data);
  }
  const encoded = await encodeBody(body, options, headers);
  const response = await send(url, { method, headers, body: encoded }, options);
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    if (response.status === 401) return toResult<T>(path, response, null);
    throw new ApiError(
      response.ok ? INVALID_RESPONSE : `http.${response.status}`,
      '',
      response.status,
    );
  }
  return toResult<T>(path, response, data);
}
