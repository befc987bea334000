import { type Minor, toMajor } from '../../../contract/money';
import {
  type PromotionRecord,
  RECORD_STATUSES,
  type RecordStatus,
} from '../../../contract/rewards';
import { TRIAL_TYPE } from '../../../schema/constants';
import type { Queryable } from '../../db/db';
import type { Clock } from '../clock';
import { bannerUrl } from './catalogue';

export interface Member {
  tenantId: string;
  memberId: number;
  customerType: number;
}

const RECORD_SELECT = `SELECT r.id, r.promotion_id AS "promotionId", r.promotion_type AS type,
    coalesce(p.title, r.promotion_type) AS title, coalesce(p.banner_key, '') AS "bannerKey", r.status,
    r.bonus_amount AS "bonusAmount", r.comment,
    (SELECT count(*)::int FROM promotion_images i WHERE i.record_id = r.id) AS "imageCount",
    r.created_at AS "createdAt", coalesce(r.updated_at, r.created_at) AS "updatedAt",
    r.expires_at AS "expiresAt"
  FROM member_promotions r LEFT JOIN promotions p ON p.id = r.promotion_id`;

/** A record as read: its bonus in minor units, its banner by key. */
type RecordRow = Omit<PromotionRecord, 'bannerUrl' | 'bonusAmount'> & {
  bannerKey: string;
  bonusAmount: Minor;
};

const withBanner =
  (tenantId: string) =>
  (row: RecordRow): PromotionRecord => {
    const { bannerKey, ...record } = row;
    return {
      ...record,
      bonusAmount: toMajor(record.bonusAmount),
      bannerUrl: bannerUrl(tenantId, bannerKey),
    };
  };

/**
 * Brings the member's records up to date before they are read: issues the running automatic
 * promotions (real members only), closes issued bonuses past their claim deadline and turns joined
 * promotions that have started from coming soon into signed. Idempotent and safe to race.
 */
export async function syncMemberPromotions(db: Queryable, now: Clock, member: Member) {
  const { tenantId, memberId } = member;
  const at = now();
  if (member.customerType !== TRIAL_TYPE) {
    await db.query(
      `INSERT INTO member_promotions (tenant_id, member_id, promotion_id, promotion_type, status, bonus_amount,
         created_at, updated_at, expires_at)
       SELECT $1, $2, p.id, p.promotion_type, 'issued', p.bonus_amount, $3, $3, p.ends_at FROM promotions p
       WHERE p.tenant_id = $1 AND p.entry = 'auto' AND p.starts_at <= $3 AND p.ends_at > $3
         AND NOT EXISTS (SELECT 1 FROM member_promotions r
                         WHERE r.tenant_id = $1 AND r.member_id = $2 AND r.promotion_id = p.id)
       ON CONFLICT DO NOTHING`,
      [tenantId, memberId, at],
    );
  }
  await db.query(
    `UPDATE member_promotions SET status = 'closed', updated_at = $3
     WHERE tenant_id = $1 AND member_id = $2 AND status = 'issued' AND expires_at <= $3`,
    [tenantId, memberId, at],
  );
  await db.query(
    `UPDATE member_promotions r SET status = 'signed', updated_at = $3 FROM promotions p
     WHERE r.tenant_id = $1 AND r.member_id = $2 AND r.status = 'coming_soon' AND p.id = r.promotion_id
       AND p.starts_at <= $3`,
    [tenantId, memberId, at],
  );
}

/** Issued promotions waiting to be claimed (the reward-centre badge), after a sync. */
export async function unclaimedCount(db: Queryable, now: Clock, member: Member) {
  await syncMemberPromotions(db, now, member);
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM member_promotions
     WHERE tenant_id = $1 AND member_id = $2 AND status = 'issued'`,
    [member.tenantId, member.memberId],
  );
  return row?.count ?? 0;
}

export async function findRecord(db: Queryable, tenantId: string, memberId: number, id: number) {
  const rows = await db.query<RecordRow>(
    `${RECORD_SELECT} WHERE r.tenant_id = $1 AND r.member_id = $2 AND r.id = $3`,
    [tenantId, memberId, id],
  );
  return rows.map(withBanner(tenantId))[0];
}

/** The member's records (newest first), optionally of some statuses, one page; counts per status. */
export async function memberRecords(
  db: Queryable,
  member: Member,
  query: { statuses?: RecordStatus[]; pageNo: number; pageSize: number },
) {
  const { tenantId, memberId } = member;
  const statuses = query.statuses?.length ? query.statuses : [...RECORD_STATUSES];
  const rows = await db.query<RecordRow>(
    `${RECORD_SELECT} WHERE r.tenant_id = $1 AND r.member_id = $2 AND r.status = ANY($3)
     ORDER BY coalesce(r.updated_at, r.created_at) DESC, r.id DESC LIMIT $4 OFFSET $5`,
    [tenantId, memberId, statuses, query.pageSize, (query.pageNo - 1) * query.pageSize],
  );
  const counts = await db.query<{ status: RecordStatus; count: number }>(
    `SELECT status, count(*)::int AS count FROM member_promotions
     WHERE tenant_id = $1 AND member_id = $2 GROUP BY status`,
    [tenantId, memberId],
  );
  const byStatus = Object.fromEntries(RECORD_STATUSES.map((status) => [status, 0])) as Record<
    RecordStatus,
    number
  >;
  for (const { status, count } of counts) byStatus[status] = count;
  const total = statuses.reduce((sum, status) => sum + byStatus[status], 0);
  return { rows: rows.map(withBanner(tenantId)), total, byStatus };
}

/** The member's record of each promotion that is not a rejected application (for the list badges). */
export async function liveRecordsByPromotion(db: Queryable, tenantId: string, memberId: number) {
  const rows = await db.query<{ promotionId: number; id: number; status: RecordStatus }>(
    `SELECT DISTINCT ON (promotion_id) promotion_id AS "promotionId", id, status FROM member_promotions
     WHERE tenant_id = $1 AND member_id = $2 AND promotion_id IS NOT NULL
     ORDER BY promotion_id, (status = 'rejected'), id DESC`,
    [tenantId, memberId],
  );
  return new Map(rows.map((row) => [row.promotionId, { id: row.id, status: row.status }]));
}
