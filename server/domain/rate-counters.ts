import type { Queryable } from '../db/db';
import type { Clock } from './clock';

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
  const time = now();
  const [row] = await db.query<{ count: number; windowStartedAt: number }>(
    `INSERT INTO rate_counters (key, count, window_started_at) VALUES ($1, 1, $2)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_counters.window_started_at > $3 THEN rate_counters.count + 1 ELSE 1 END,
       window_started_at = CASE WHEN rate_counters.window_started_at > $3 THEN rate_counters.window_started_at ELSE $2 END
     RETURNING count, window_started_at AS "windowStartedAt"`,
    [key, time, time - windowMs],
  );
  if (!row || row.count <= limit) return 0;
  return Math.max(1, Math.ceil((row.windowStartedAt + windowMs - time) / 1000));
}
