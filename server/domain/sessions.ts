import type { Queryable } from '../db/db';
import { type Clock, HOUR, MINUTE } from './clock';
import { digestToken, newToken } from './tokens';

/** A session ends after 30 minutes without an authenticated call… */
export const IDLE_TIMEOUT_MS = 30 * MINUTE;
/** …and 24 hours after login whatever happens. */
export const ABSOLUTE_TIMEOUT_MS = 24 * HOUR;

/** Who a valid token belongs to. */
export interface SessionIdentity {
  memberId: number;
  tenantId: string;
  merchantCode: string;
  username: string;
  customerType: number;
  /** When the session ends unless renewed (epoch ms). */
  expiresAt: number;
}

export interface NewSession {
  tenantId: string;
  memberId: number;
  ip: string;
  device: string;
}

export async function createSession(db: Queryable, now: Clock, session: NewSession) {
  const token = newToken();
  const created = now();
  const expiresAt = created + IDLE_TIMEOUT_MS;
  await db.query(
    `INSERT INTO sessions (token_hash, tenant_id, member_id, created_at, idle_expires_at, absolute_expires_at, ip, device)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      digestToken(token),
      session.tenantId,
      session.memberId,
      created,
      expiresAt,
      created + ABSOLUTE_TIMEOUT_MS,
      session.ip,
      session.device,
    ],
  );
  return { token, expiresAt };
}

/**
 * Finds the live session of `token` within `tenantId` and renews its idle expiry (capped by the
 * absolute one). Null for an unknown, expired, revoked or other-tenant token.
 */
export async function resolveSession(db: Queryable, now: Clock, tenantId: string, token: string) {
  const time = now();
  const [row] = await db.query<SessionIdentity>(
    `UPDATE sessions s SET idle_expires_at = LEAST($3::bigint + $4::bigint, s.absolute_expires_at)
     FROM members m
     WHERE s.token_hash = $1 AND s.tenant_id = $2 AND m.id = s.member_id AND s.revoked_at IS NULL
       AND s.idle_expires_at > $3 AND s.absolute_expires_at > $3
     RETURNING m.id AS "memberId", s.tenant_id AS "tenantId", m.merchant_code AS "merchantCode",
       m.username, m.customer_type AS "customerType", s.idle_expires_at AS "expiresAt"`,
    [digestToken(token), tenantId, time, IDLE_TIMEOUT_MS],
  );
  return row ?? null;
}

/** Ends a session; true when a live session was revoked. */
export async function revokeSession(db: Queryable, now: Clock, tenantId: string, token: string) {
  const rows = await db.query(
    'UPDATE sessions SET revoked_at = $3 WHERE token_hash = $1 AND tenant_id = $2 AND revoked_at IS NULL RETURNING 1',
    [digestToken(token), tenantId, now()],
  );
  return rows.length > 0;
}
