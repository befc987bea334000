import { createHmac, timingSafeEqual } from 'node:crypto';

import type { Clock } from './clock';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(secret: Buffer, data: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

/** A JWT-like token `header.payload.signature` (HMAC-SHA256) expiring `ttlMs` from now. */
export function signToken(
  secret: Buffer,
  now: Clock,
  claims: Record<string, unknown>,
  ttlMs: number,
): string {
  const iat = Math.floor(now() / 1000);
  const payload = Buffer.from(
    JSON.stringify({ ...claims, iat, exp: iat + Math.floor(ttlMs / 1000) }),
  ).toString('base64url');
  return `${HEADER}.${payload}.${sign(secret, `${HEADER}.${payload}`)}`;
}

/** The claims of a well-signed, unexpired token; undefined otherwise. */
export function verifyToken(
  secret: Buffer,
  now: Clock,
  token: unknown,
): Record<string, unknown> | undefined {
  if (typeof token !== 'string') return undefined;
  const [header, payload, signature] = token.split('.');
  if (header !== HEADER || !payload || !signature) return undefined;
  const expected = Buffer.from(sign(secret, `${header}.${payload}`));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    if (typeof claims !== 'object' || claims === null) return undefined;
    const { exp } = claims as { exp?: unknown };
    if (typeof exp !== 'number' || exp * 1000 <= now()) return undefined;
    return claims as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
