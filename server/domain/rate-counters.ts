import type { Queryable } from '../db/db';
import { RateLimitError } from './account-errors';
import type { Clock } from './clock';

export interface CounterHit {
  /** Hits in the current window, this one included. */
  count: number;
  windowStartedAt: number;
}

/**
 * Counts one hit under `key` in a fixed window (a window that has ended starts again at 1), atomically,
 * so concurrent requests each see their own count.
 */
export async function countHit(
  db: Queryable,
  now: Clock,
  key: string,
  windowMs: number,
): Promise<CounterHit> {
  const time = now();
  const [row] = await db.query<CounterHit>(
    `INSERT INTO rate_counters (key, count, window_started_at) VALUES ($1, 1, $2)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_counters.window_started_at > $3 THEN rate_counters.count + 1 ELSE 1 END,
       window_started_at = CASE WHEN rate_counters.window_started_at > $3 THEN rate_counters.window_started_at ELSE $2 END
     RETURNING count, window_started_at AS "windowStartedAt"`,
    [key, time, time - windowMs],
  );
  return row ?? { count: 1, windowStartedAt: time };
}

/** Takes back a hit counted by countHit (the request turned out not to count), if its window is still on. */
export async function uncountHit(db: Queryable, key: string, hit: CounterHit): Promise<void> {
  await db.query(
    `UPDATE rate_counters SET count = count - 1
     WHERE key = $1 AND window_started_at = $2 AND count > 0`,
    [key, hit.windowStartedAt],
  );
}

/** Seconds until the window of `hit` ends (at least 1). */
export function secondsLeft(now: Clock, hit: CounterHit, windowMs: number): number {
  return Math.max(1, Math.ceil((hit.windowStartedAt + windowMs - now()) / 1000));
}

/**
 * Counts one request under `key` in a fixed window; returns the seconds to wait when the count
 * is over `limit`, else 0.
 */
export async function hitRateLimit(
  db: Queryable,
  now: Clock,
  key: string,
  limit: number,
  windowMs: number,
): Promise<number> {
  const hit = await countHit(db, now, key, windowMs);
  return hit.count <= limit ? 0 : secondsLeft(now, hit, windowMs);
}

/** Counts one request under `key`; over `limit` in the window, throws the 429 with the seconds to wait. */
export async function enforceRateLimit(
  db: Queryable,
  now: Clock,
  key: string,
  limit: number,
  windowMs: number,
): Promise<void> {
  const wait = await hitRateLimit(db, now, key, limit, windowMs);
  if (wait > 0) throw new RateLimitError(wait);
}
