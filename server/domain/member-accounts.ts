import type { Queryable } from '../db/db';
import type { Clock } from './clock';
import type { LoginCandidate } from './members';
import { digestToken } from './tokens';

export interface AccountRow extends LoginCandidate {
  email: string;
}

const ACCOUNT_COLUMNS = `id, merchant_code AS "merchantCode", username, password_hash AS "passwordHash",
  customer_type AS "customerType", last_login_at AS "lastLoginAt", email`;

export async function findMemberById(db: Queryable, tenantId: string, memberId: number) {
  const [row] = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM members WHERE tenant_id = $1 AND id = $2`,
    [tenantId, memberId],
  );
  return row;
}

/** By full number `+<cc><number>`. */
export async function findMemberByMobile(db: Queryable, tenantId: string, mobile: string) {
  const [row] = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM members WHERE tenant_id = $1 AND mobile_number = $2`,
    [tenantId, mobile],
  );
  return row;
}

export async function mobileTaken(db: Queryable, tenantId: string, mobile: string) {
  return (await findMemberByMobile(db, tenantId, mobile)) !== undefined;
}

export async function setPasswordHash(
  db: Queryable,
  tenantId: string,
  memberId: number,
  hash: string,
) {
  await db.query('UPDATE members SET password_hash = $3 WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    memberId,
    hash,
  ]);
}

/** Revokes every live session of a member except the one of `keepToken` (if any). */
export async function revokeOtherSessions(
  db: Queryable,
  now: Clock,
  tenantId: string,
  memberId: number,
  keepToken?: string,
) {
  await db.query(
    `UPDATE sessions SET revoked_at = $3
     WHERE tenant_id = $1 AND member_id = $2 AND revoked_at IS NULL AND token_hash <> $4`,
    [tenantId, memberId, now(), keepToken ? digestToken(keepToken) : ''],
  );
}
