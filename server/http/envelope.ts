/** The `/wps` answer envelope (protocol.md §4). */
export interface Success<T> {
  success: true;
  value: T;
}

export interface Failure<T = unknown> {
  success: false;
  value: T;
  errorCode: string;
  message: string;
}

export type Envelope<T = unknown> = Success<T> | Failure;

export function ok<T>(value: T): Success<T> {
  return { success: true, value };
}

export function fail<T = null>(
  errorCode: string,
  message: string,
  value: T = null as T,
): Failure<T> {
  return { success: false, value, errorCode, message };
}

/** Error codes the reference server answers (docs/api.md). */
export const ErrorCodes = {
  notAvailable: 'function.not.available',
  noSession: 'login.not.session',
  badToken: 'user.or.token.invalid',
  invalidRequest: 'invalid.request',
  bodyRequired: 'request_body_required',
  tooMany: 'TOO_MANY_REQUESTS',
  loginFailed: 'login.failed',
  systemError: 'system.error',
} as const;
