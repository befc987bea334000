import type { Queryable } from '../db/db';

/** Issued promotions waiting to be claimed: the reward-centre badge. */
export async function unclaimedPromotionCount(db: Queryable, tenantId: string, memberId: number) {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM member_promotions WHERE tenant_id = $1 AND member_id = $2 AND status = 'issued'`,
    [tenantId, memberId],
  );
  return row?.count ?? 0;
}
