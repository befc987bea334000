/** Milliseconds left until `deadline` (never negative). */
export const msLeft = (deadline: number, now: number) => Math.max(0, deadline - now);

const two = (value: number) => String(value).padStart(2, '0');

/** `HH:MM:SS` of the time left, rounded up to the second so 0 shows only when it is over. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${two(hours)}:${two(minutes)}:${two(total % 60)}`;
}

/**
 * The server says a game closes in `closeInMs`; the browser counts down from when that answer
 * arrived (`receivedAt`), so its own clock being off does not matter.
 */
export const localDeadline = (receivedAt: number, inMs: number) => receivedAt + inMs;

/** The nearest deadline still ahead of `now`, or undefined when none is. */
export function nextDeadline(deadlines: readonly number[], now: number): number | undefined {
  const ahead = deadlines.filter((deadline) => deadline > now);
  return ahead.length ? Math.min(...ahead) : undefined;
}
