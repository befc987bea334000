/**
 * Answers to GET requests the inline landing script (src/landing/landing.ts) started beside the
 * scripts, before the app's code arrived: the api client takes each one over once, when it would
 * send the same request (same URL, same headers), instead of asking the network again.
 */

/** The requests every screen starts with (the startup gate's site settings and status). */
export const SITE_SETTINGS_PATH = '/wps/system/setting/consolidated';
export const SITE_STATUS_PATH = '/wps/system/status';
export const STARTUP_REQUESTS = [SITE_SETTINGS_PATH, SITE_STATUS_PATH] as const;

export interface EarlyResponse {
  status: number;
  data: unknown;
}

export interface EarlyRequest {
  headers: Record<string, string>;
  /** Null when the network or the JSON failed: the app asks again itself. */
  response: Promise<EarlyResponse | null>;
  /** The answer, once it has arrived, and when (ms since the epoch). */
  arrived?: EarlyResponse;
  at?: number;
  taken?: boolean;
}

/** What the landing script leaves on `window.__wlEarly`, by URL. */
export type EarlyRequests = Record<string, EarlyRequest>;

const sameHeaders = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

const earlyRequest = (url: string, headers: Record<string, string>) => {
  const early = (window as Window & { __wlEarly?: EarlyRequests }).__wlEarly?.[url];
  return early && !early.taken && sameHeaders(early.headers, headers) ? early : undefined;
};

/** The early answer for this request, once; undefined when there is none to take. */
export function takeEarlyResponse(
  url: string,
  headers: Record<string, string>,
): Promise<EarlyResponse | null> | undefined {
  const early = earlyRequest(url, headers);
  if (!early) return undefined;
  early.taken = true;
  return early.response;
}

/**
 * The early answer for this request if it has already arrived and succeeded (2xx), once: a screen
 * can draw it in its first render instead of a loading state.
 */
export function takeArrivedResponse(
  url: string,
  headers: Record<string, string>,
): { response: EarlyResponse; at: number } | undefined {
  const early = earlyRequest(url, headers);
  const response = early?.arrived;
  if (!early || !response || response.status < 200 || response.status >= 300) return undefined;
  early.taken = true;
  return { response, at: early.at ?? 0 };
}
