import { createHash, randomBytes } from 'node:crypto';

/** A random session token (32 bytes, base64url); only its digest is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex digest of a token: what the sessions table keeps. */
export function digestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
