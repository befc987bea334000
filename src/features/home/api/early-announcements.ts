import type { EarlyAnswer, EarlyHome } from '../../../landing/landing';

/**
 * The announcements request that index.html starts on home before any script loads (src/landing/
 * landing.ts): taken over once, by the first home announcements query, so the banner's
 * address is known without a round trip after the scripts. Later queries go to the network.
 */
const earlyHome = (): EarlyHome | undefined =>
  (window as Window & { __wlHome?: EarlyHome }).__wlHome;

const usable = (answer: EarlyAnswer | null | undefined): answer is { value: unknown } =>
  answer?.success === true && answer.value !== undefined;

/** The early answer if it has already arrived for `language` (taken: later calls get none). */
export function takeArrivedAnswer<T>(language: string): { data: T; at: number } | undefined {
  const early = earlyHome();
  if (!early || early.taken || early.language !== language || !usable(early.value))
    return undefined;
  early.taken = true;
  return { data: early.value.value as T, at: early.at ?? 0 };
}

/** The early request still on its way for `language`, or undefined; a failed one resolves to undefined. */
export function takePendingAnswer<T>(language: string): Promise<T | undefined> | undefined {
  const early = earlyHome();
  if (!early?.announcements || early.taken || early.language !== language) return undefined;
  early.taken = true;
  return early.announcements.then((answer) => (usable(answer) ? (answer.value as T) : undefined));
}
