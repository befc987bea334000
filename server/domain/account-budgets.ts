import type { Queryable } from '../db/db';
import type { AbuseLimits } from './abuse-limits';
import type { Clock } from './clock';
import { enforceRateLimit } from './rate-counters';

/** What an address may only do so often: create accounts, or start a password reset. */
export type AccountBudget = 'freePlay' | 'registrations' | 'passwordResets';

/**
 * Counts one request of `budget` from `ip` at this tenant; over the hourly budget it throws the 429
 * (answered `TOO_MANY_REQUESTS` with the seconds to wait). Counted before the work, so a flood of
 * failing attempts costs the flooder, not the server's password hashing.
 */
export function spendAccountBudget(
  deps: { db: Queryable; now: Clock; limits: AbuseLimits },
  budget: AccountBudget,
  tenantId: string,
  ip: string,
): Promise<void> {
  const { windowMs } = deps.limits.accounts;
  const limit = deps.limits.accounts[`${budget}PerAddress`];
  return enforceRateLimit(deps.db, deps.now, `${budget}:${tenantId}:${ip}`, limit, windowMs);
}
