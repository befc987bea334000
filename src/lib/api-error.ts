/** A failed platform call: the envelope's `errorCode`/`message`, or `network.error` when nothing came back. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** Platform error code (`user.or.token.invalid`, `function.not.available`, …) or `network.error`. */
    readonly code: string,
    message: string,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** The envelope's `value`, e.g. `{ captcha: true }` after a failed login. */
    readonly value?: unknown,
  ) {
    super(message || code);
  }
}

export const NETWORK_ERROR = 'network.error';
/** The platform did not answer in time (spec §8: 'network slow'). */
export const NETWORK_TIMEOUT = 'network.timeout';
export const INVALID_RESPONSE = 'invalid.response';

/** Session-loss codes of protocol.md §4 (HTTP 401 counts too). */
export const SESSION_LOSS_CODES: ReadonlySet<string> = new Set([
  'login.not.session',
  'user.or.token.invalid',
  'CUSTOMER_NOT_LOGIN',
  'token_ip_different',
  'duplicateLogin',
]);

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The platform did not answer within the client timeout; `errorMessage` translates its code. */
export class ApiTimeoutError extends ApiError {
  constructor(
    /** How long the client waited, in ms. */
    readonly timeoutMs: number,
  ) {
    super(NETWORK_TIMEOUT, '', 0);
  }
}

export const isTimeoutError = (error: unknown): error is ApiTimeoutError =>
  error instanceof ApiTimeoutError;
