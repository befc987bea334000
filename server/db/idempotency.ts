import { isUniqueViolation } from './db';

/**
 * Runs `write`; when it fails on a unique violation (SQLSTATE 23505) answers `onViolation(error)`
 * instead.
 */
export async function whenUniqueViolation<T>(
  write: () => Promise<T>,
  onViolation: (error: unknown) => T | Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return onViolation(error);
  }
}

/** Runs `write`; a unique violation becomes `duplicate()`, e.g. `refuseDuplicate(insert, errors.taken)`. */
export function refuseDuplicate<T>(write: () => Promise<T>, duplicate: () => Error): Promise<T> {
  return whenUniqueViolation(write, () => {
    throw duplicate();
  });
}

export interface IdempotentWrite<Found, Result> {
  /** The outcome stored by an earlier write with the same idempotency key, if there is one. */
  find: () => Promise<Found | undefined>;
  /** The write itself; a unique index on the key turns a concurrent repeat into a unique violation. */
  write: () => Promise<Result>;
  /** The answer to a repeat, from the earlier outcome (may throw, e.g. when the body differs). */
  replay: (found: Found) => Result | Promise<Result>;
  /**
   * The answer when the write hit a unique violation but no earlier outcome exists under the key
   * (another unique index refused it). Rethrows the violation when absent.
   */
  onOtherViolation?: (error: unknown) => Result | Promise<Result>;
}

/**
 * A write made at most once per idempotency key: a repeat answers `replay` of the first outcome,
 * also when two calls race (the loser's unique violation sends it to read the winner's outcome).
 */
export async function withIdempotency<Found, Result>(
  steps: IdempotentWrite<Found, Result>,
): Promise<Result> {
  const prior = await steps.find();
  if (prior !== undefined) return steps.replay(prior);
  return whenUniqueViolation(steps.write, async (error) => {
    const winner = await steps.find();
    if (winner !== undefined) return steps.replay(winner);
    if (steps.onOtherViolation) return steps.onOtherViolation(error);
    throw error;
  });
}
