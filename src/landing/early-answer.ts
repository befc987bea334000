/**
 * The first-paint shell's view of the landing script's early requests (landing.ts starts them,
 * src/lib/early-requests.ts describes them): what one of them answered, read before the app's code
 * has arrived and without taking it from the api client.
 */
import type { EarlyRequests } from '../lib/early-requests';

/** An envelope answer (protocol.md §3) as the first-paint shell reads it. */
export interface EarlyAnswer {
  success?: boolean;
  value?: unknown;
}

export type EarlyWindow = Window & { __wlEarly?: EarlyRequests };

/**
 * The JSON of the early request whose URL `matches`, once it has answered with a 2xx; undefined
 * when none was started, or it failed.
 */
export function earlyData<T>(
  win: EarlyWindow,
  matches: (url: string) => boolean,
): Promise<T | undefined> {
  const early = win.__wlEarly ?? {};
  const url = Object.keys(early).find(matches);
  if (!url) return Promise.resolve(undefined);
  return early[url]!.response.then((answer) =>
    answer && answer.status >= 200 && answer.status < 300 ? (answer.data as T) : undefined,
  );
}

/** The envelope's value of the early request whose URL `matches`, when it succeeded. */
export const earlyValue = <T>(win: EarlyWindow, matches: (url: string) => boolean) =>
  earlyData<EarlyAnswer>(win, matches).then((data) =>
    data?.success ? (data.value as T) : undefined,
  );
