import type { MemberInfo } from '../../contract/member';
import type { Queryable } from '../db/db';

export interface LoginCandidate {
  id: number;
  merchantCode: string;
  username: string;
  passwordHash: string | null;
  customerType: number;
  lastLoginAt: number | null;
}

/** Usernames are case-insensitive: stored and looked up in lower case. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export async function findLoginCandidate(db: Queryable, tenantId: string, username: string) {
  const [row] = await db.query<LoginCandidate>(
    `SELECT id, merchant_code AS "merchantCode", username, password_hash AS "passwordHash",
       customer_type AS "customerType", last_login_at AS "lastLoginAt"
     FROM members WHERE tenant_id = $1 AND username = $2`,
    [tenantId, normalizeUsername(username)],
  );
  return row;
}

export async function markLoggedIn(db: Queryable, tenantId: string, memberId: number, at: number) {
  await db.query('UPDATE members SET last_login_at = $3 WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    memberId,
    at,
  ]);
}

export async function memberInfo(
  db: Queryable,
  tenantId: string,
  memberId: number,
): Promise<MemberInfo | undefined> {
  const [row] = await db.query<Omit<MemberInfo, 'clubLabel'> & { vipLabel: string | null }>(
    `SELECT m.id, m.username AS account, m.nickname, m.mobile_masked AS mobile, m.reg_date AS "regDate",
       m.customer_type AS type, u.username AS "toUpline", m.vip_label AS "vipLabel"
     FROM members m LEFT JOIN members u ON u.id = m.upline_id AND u.tenant_id = m.tenant_id
     WHERE m.tenant_id = $1 AND m.id = $2`,
    [tenantId, memberId],
  );
  if (!row) return undefined;
  const { vipLabel, ...info } = row;
  return { ...info, clubLabel: vipLabel ? { labelName: vipLabel } : null };
}

export interface NewMember {
  tenantId: string;
  merchantCode: string;
  username: string;
  passwordHash: string | null;
  customerType: number;
  nickname: string;
  mobileMasked: string;
  regDate: number;
  vipLabel?: string | null;
  uplineId?: number | null;
}

/** Inserts a member unless the username is taken; returns the new id or undefined. */
export async function insertMember(db: Queryable, member: NewMember): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO members (tenant_id, merchant_code, username, password_hash, customer_type, nickname, mobile_masked,
       reg_date, vip_label, upline_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (tenant_id, username) DO NOTHING RETURNING id`,
    [
      member.tenantId,
      member.merchantCode,
      normalizeUsername(member.username),
      member.passwordHash,
      member.customerType,
      member.nickname,
      member.mobileMasked,
      member.regDate,
      member.vipLabel ?? null,
      member.uplineId ?? null,
    ],
  );
  return row?.id;
}
