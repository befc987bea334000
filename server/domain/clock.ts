/** The server's notion of time (epoch ms); tests inject their own to move it. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
