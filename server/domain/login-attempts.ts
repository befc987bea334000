import type { Queryable } from '../db/db';
import { type Clock, MINUTE } from './clock';

/** Failures (per tenant, username and IP) after which a captcha is required. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Failures after which login answers 429 until the window ends. */
export const LOCK_AFTER_FAILURES = 10;
export const FAILURE_WINDOW_MS = 15 * MINUTE;

export interface AttemptKey {
  tenantId: string;
  username: string;
  ip: string;
}

/** Failures counted in the current window, and when it started (now, when there are none). */
export async function recentFailures(
  db: Queryable,
  now: Clock,
  key: AttemptKey,
): Promise<{ failures: number; windowStartedAt: number }> {
  const [row] = await db.query<{ failures: number; windowStartedAt: number }>(
    `SELECT failures, window_started_at AS "windowStartedAt" FROM login_attempts
     WHERE tenant_id = $1 AND username = $2 AND ip = $3 AND window_started_at > $4`,
    [key.tenantId, key.username, key.ip, now() - FAILURE_WINDOW_MS],
  );
  return row ?? { failures: 0, windowStartedAt: now() };
}

/** Counts one more failure (a window that has ended starts again at 1); returns the count. */
export async function recordFailure(db: Queryable, now: Clock, key: AttemptKey): Promise<number> {
  const time = now();
  const [row] = await db.query<{ failures: number }>(
    `INSERT INTO login_attempts (tenant_id, username, ip, failures, window_started_at) VALUES ($1, $2, $3, 1, $4)
     ON CONFLICT (tenant_id, username, ip) DO UPDATE SET
       failures = CASE WHEN login_attempts.window_started_at > $5 THEN login_attempts.failures + 1 ELSE 1 END,
       window_started_at = CASE WHEN login_attempts.window_started_at > $5 THEN login_attempts.window_started_at ELSE $4 END
     RETURNING failures`,
    [key.tenantId, key.username, key.ip, time, time - FAILURE_WINDOW_MS],
  );
  return row?.failures ?? 1;
}

export async function clearFailures(db: Queryable, key: AttemptKey): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE tenant_id = $1 AND username = $2 AND ip = $3', [
    key.tenantId,
    key.username,
    key.ip,
  ]);
}
