/** The server's notion of time (epoch ms); tests inject their own to move it. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A clock that can be moved forward (never back): the development server's, for browser tests. */
export interface MovableClock extends Clock {
  /** Moves every later reading forward by `ms`; answers the new time. */
  advance(ms: number): number;
}

/** Real time plus an offset that only grows, so windows (SMS resend, captcha, sessions) pass at once. */
export function movableClock(base: Clock = systemClock): MovableClock {
  let offsetMs = 0;
  const now = () => base() + offsetMs;
  return Object.assign(now, {
    advance(ms: number) {
      offsetMs += Math.max(0, ms);
      return now();
    },
  });
}

export const isMovable = (clock: Clock): clock is MovableClock =>
  typeof (clock as Partial<MovableClock>).advance === 'function';
