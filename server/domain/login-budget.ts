import type { Queryable } from '../db/db';
import type { AbuseLimits } from './abuse-limits';
import type { Clock } from './clock';
import { countHit, secondsLeft, uncountHit } from './rate-counters';

/** A login attempt's place in the failure budgets of its address and its tenant (across usernames). */
export interface LoginBudgetHold {
  /** The address has used its failures: answer 429 without checking the password. */
  locked: boolean;
  /** When locked: seconds until the address's window ends. */
  retryAfterSeconds: number;
  /** This attempt must carry a solved captcha. */
  captchaNeeded: boolean;
  /** Should this attempt fail, the next one must carry a captcha. */
  nextNeedsCaptcha: boolean;
  /** The attempt did not count as a failure (it succeeded, or checked no password): give its place back. */
  giveBack(): Promise<void>;
}

/**
 * Counts the attempt as a failure up front (given back on success), so parallel guesses cannot all slip
 * under the budget before the first of them is counted.
 */
export async function holdLoginBudget(
  db: Queryable,
  now: Clock,
  limits: AbuseLimits['login'],
  attempt: { tenantId: string; ip: string },
): Promise<LoginBudgetHold> {
  const addressKey = `login-failures:${attempt.tenantId}:${attempt.ip}`;
  const address = await countHit(db, now, addressKey, limits.addressWindowMs);
  if (address.count > limits.addressLockAfter) {
    return {
      locked: true,
      retryAfterSeconds: secondsLeft(now, address, limits.addressWindowMs),
      captchaNeeded: true,
      nextNeedsCaptcha: true,
      giveBack: async () => undefined,
    };
  }
  const tenantKey = `login-failures:${attempt.tenantId}`;
  const tenant = await countHit(db, now, tenantKey, limits.tenantWindowMs);
  return {
    locked: false,
    retryAfterSeconds: 0,
    captchaNeeded:
      address.count > limits.addressCaptchaAfter || tenant.count > limits.tenantCaptchaAfter,
    nextNeedsCaptcha:
      address.count >= limits.addressCaptchaAfter || tenant.count >= limits.tenantCaptchaAfter,
    giveBack: async () => {
      await uncountHit(db, addressKey, address);
      await uncountHit(db, tenantKey, tenant);
    },
  };
}
