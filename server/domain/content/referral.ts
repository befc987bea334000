import { randomInt } from 'node:crypto';

import type { Invitee } from '../../../contract/content';
import { type Minor, minor, toMajor } from '../../../contract/money';
import type { Queryable } from '../../db/db';
import { whenUniqueViolation } from '../../db/idempotency';
import type { Owner } from './inbox';

/** Letters and digits that cannot be mistaken for each other when read aloud or typed. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;

const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * The member's invitation code: an affiliate code (server/domain/affiliates.ts), so a registration
 * with `?affiliateCode=<code>` joins under the member. Made on first use; agents keep their seeded one.
 */
export async function referralCode(db: Queryable, owner: Owner): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await codeOf(db, owner);
    if (existing) return existing;
    // A unique violation: the random code is taken (or a concurrent call made one); look again.
    await whenUniqueViolation(
      () =>
        db.query(
          `INSERT INTO affiliate_codes (tenant_id, code, agent_id)
           SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM affiliate_codes WHERE tenant_id = $1 AND agent_id = $3)`,
          [owner.tenantId, newCode(), owner.memberId],
        ),
      () => [],
    );
  }
  throw new Error('could not make a unique referral code');
}

async function codeOf(db: Queryable, owner: Owner) {
  const [row] = await db.query<{ code: string }>(
    'SELECT code FROM affiliate_codes WHERE tenant_id = $1 AND agent_id = $2 ORDER BY code LIMIT 1',
    [owner.tenantId, owner.memberId],
  );
  return row?.code;
}

const INVITEES = `FROM members m
  LEFT JOIN LATERAL (
    SELECT amount, created_at FROM ledger_entries l
    WHERE l.tenant_id = m.tenant_id AND l.member_id = m.id AND l.kind = 'deposit' AND l.amount > 0
    ORDER BY l.created_at, l.id LIMIT 1
  ) d ON true
  WHERE m.tenant_id = $1 AND (m.upline_id = $2 OR m.recommender_id = $2)`;

/** Members who joined with the member's code (or named them as recommender), and their first deposits. */
export async function referralSummary(db: Queryable, owner: Owner) {
  const [row] = await db.query<{ invited: number; deposited: number; total: Minor }>(
    `SELECT count(*)::int AS invited, count(d.amount)::int AS deposited, coalesce(sum(d.amount), 0) AS total ${INVITEES}`,
    [owner.tenantId, owner.memberId],
  );
  return {
    invitedCount: row?.invited ?? 0,
    depositedCount: row?.deposited ?? 0,
    firstDepositTotal: toMajor(minor(Number(row?.total ?? 0))),
  };
}

export async function listInvitees(
  db: Queryable,
  owner: Owner,
  page: { pageNo: number; pageSize: number },
) {
  const rows = await db.query<Invitee & { total: number }>(
    `SELECT m.username, m.reg_date AS "regDate", d.amount AS "firstDepositAmount",
       d.created_at AS "firstDepositAt", count(*) OVER ()::int AS total ${INVITEES}
     ORDER BY m.reg_date DESC, m.id DESC LIMIT $3 OFFSET $4`,
    [owner.tenantId, owner.memberId, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  return {
    rows: rows.map(({ total: _total, username, ...row }) => ({
      ...row,
      firstDepositAmount:
        row.firstDepositAmount === null ? null : toMajor(row.firstDepositAmount as Minor),
      username: maskUsername(username),
    })),
    totalCount: rows[0]?.total ?? (await referralSummary(db, owner)).invitedCount,
  };
}

export const maskUsername = (name: string) =>
  name.length <= 3
    ? `${name[0] ?? ''}**`
    : `${name.slice(0, 2)}${'*'.repeat(Math.min(name.length - 3, 4))}${name.slice(-1)}`;
