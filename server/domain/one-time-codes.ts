import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

import type { Queryable } from '../db/db';
import { RateLimitError } from './account-errors';
import { type Clock, HOUR, MINUTE } from './clock';

/** Wrong answers after which a code is void. */
export const MAX_CODE_ATTEMPTS = 5;
/** Sends per number: one per minute, five per hour. */
export const RESEND_INTERVAL_MS = MINUTE;
export const SENDS_PER_HOUR = 5;

/** `bind`: binding a mobile number or e-mail address to a signed-in account (security centre). */
export type CodePurpose = 'register' | 'verify' | 'reset' | 'bind';

export interface CodeKey {
  tenantId: string;
  purpose: CodePurpose;
  /** `+<dialing code><number>` for SMS, the member id for e-mail resets. */
  target: string;
}

function digest(key: CodeKey, code: string): string {
  return createHash('sha256')
    .update(`${key.tenantId}\n${key.purpose}\n${key.target}\n${code}`)
    .digest('hex');
}

/** A random numeric code (crypto RNG), zero-padded. */
export function randomDigits(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

/** Throws RateLimitError when `target` had a send in the last minute or five in the last hour. */
export async function recordSend(db: Queryable, now: Clock, tenantId: string, target: string) {
  const time = now();
  const sends = await db.query<{ sentAt: number }>(
    `SELECT sent_at AS "sentAt" FROM code_sends WHERE tenant_id = $1 AND target = $2 AND sent_at > $3
     ORDER BY sent_at DESC`,
    [tenantId, target, time - HOUR],
  );
  const [latest] = sends;
  if (latest && latest.sentAt > time - RESEND_INTERVAL_MS)
    throw new RateLimitError(Math.ceil((latest.sentAt + RESEND_INTERVAL_MS - time) / 1000));
  const oldest = sends[SENDS_PER_HOUR - 1];
  if (oldest) throw new RateLimitError(Math.ceil((oldest.sentAt + HOUR - time) / 1000));
  await db.query('INSERT INTO code_sends (tenant_id, target, sent_at) VALUES ($1, $2, $3)', [
    tenantId,
    target,
    time,
  ]);
}

/**
 * Development only: moves `target`'s recorded sends `ms` into the past, as if that much time had
 * passed for this number alone (its resend window), leaving every other number, code and session
 * of a shared server as they are. Answers how many sends moved.
 */
export async function ageSends(
  db: Queryable,
  tenantId: string,
  target: string,
  ms: number,
): Promise<number> {
  const moved = await db.query<{ target: string }>(
    `UPDATE code_sends SET sent_at = sent_at - $3 WHERE tenant_id = $1 AND target = $2 RETURNING target`,
    [tenantId, target, ms],
  );
  return moved.length;
}

/** Issues a new code for `key` (replacing the previous one); only its digest is stored. */
export async function issueCode(
  db: Queryable,
  now: Clock,
  key: CodeKey,
  options: { length: number; ttlMs: number },
): Promise<string> {
  const code = randomDigits(options.length);
  await db.query(
    `INSERT INTO one_time_codes (tenant_id, purpose, target, code_hash, expires_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (tenant_id, purpose, target) DO UPDATE SET
       code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at, attempts = 0, used_at = NULL`,
    [key.tenantId, key.purpose, key.target, digest(key, code), now() + options.ttlMs],
  );
  return code;
}

/**
 * Checks `code` against the live code of `key` (unused, unexpired, fewer than 5 wrong attempts).
 * A wrong answer counts an attempt. The code stays live: call consumeCode() to use it up.
 */
export async function checkCode(db: Queryable, now: Clock, key: CodeKey, code: string) {
  const [row] = await db.query<{ codeHash: string }>(
    `SELECT code_hash AS "codeHash" FROM one_time_codes
     WHERE tenant_id = $1 AND purpose = $2 AND target = $3 AND used_at IS NULL AND expires_at > $4 AND attempts < $5`,
    [key.tenantId, key.purpose, key.target, now(), MAX_CODE_ATTEMPTS],
  );
  if (!row) return false;
  const expected = Buffer.from(row.codeHash, 'hex');
  if (timingSafeEqual(expected, Buffer.from(digest(key, code.trim()), 'hex'))) return true;
  await db.query(
    'UPDATE one_time_codes SET attempts = attempts + 1 WHERE tenant_id = $1 AND purpose = $2 AND target = $3',
    [key.tenantId, key.purpose, key.target],
  );
  return false;
}

/** Uses the code up; false when another request consumed it first. */
export async function consumeCode(db: Queryable, now: Clock, key: CodeKey): Promise<boolean> {
  const rows = await db.query(
    `UPDATE one_time_codes SET used_at = $4
     WHERE tenant_id = $1 AND purpose = $2 AND target = $3 AND used_at IS NULL RETURNING 1`,
    [key.tenantId, key.purpose, key.target, now()],
  );
  return rows.length > 0;
}

/** checkCode + consumeCode: true when the code was right and is now used. */
export async function redeemCode(db: Queryable, now: Clock, key: CodeKey, code: string) {
  return (await checkCode(db, now, key, code)) && (await consumeCode(db, now, key));
}
