import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/** OWASP password storage parameters for scrypt: N=2^17, r=8, p=1. */
const PRODUCTION_COST_LOG2 = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
/** scrypt needs 128·N·r bytes (128 MiB here); Node's default maxmem is 32 MiB, so raise it. */
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  length: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * scrypt's N. Test suites may lower it with `WL_PASSWORD_COST_LOG2` (each hash stores its own N, so
 * verifying never depends on it); a production server refuses anything below the OWASP cost.
 */
export function passwordCost(env: NodeJS.ProcessEnv = process.env): number {
  const asked = env.WL_PASSWORD_COST_LOG2;
  if (asked === undefined || asked === '') return 2 ** PRODUCTION_COST_LOG2;
  const log2 = Number(asked);
  if (!Number.isInteger(log2) || log2 < 10 || log2 > PRODUCTION_COST_LOG2)
    throw new Error(`WL_PASSWORD_COST_LOG2 must be an integer from 10 to ${PRODUCTION_COST_LOG2}`);
  if (env.NODE_ENV === 'production' && log2 < PRODUCTION_COST_LOG2)
    throw new Error(
      'WL_PASSWORD_COST_LOG2 lowers password hashing for tests only: unset it in production',
    );
  return 2 ** log2;
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64), so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const cost = passwordCost();
  const options = { N: cost, r: BLOCK_SIZE, p: PARALLELISM, maxmem: MAX_MEMORY };
  const key = await derive(password, salt, options, KEY_LENGTH);
  return [
    'scrypt',
    cost,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

/** Checks a password against a stored hash in constant time; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: MAX_MEMORY };
  const actual = await derive(password, Buffer.from(salt, 'base64'), options, expected.length);
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** A real hash of a random password: unknown users are checked against it so they cost the same time. */
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64'));
  return dummyHash;
}
