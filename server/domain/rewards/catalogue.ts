import type { Minor } from '../../../contract/money';
import type { PromotionEntry, PromotionPhase, PromotionType } from '../../../contract/rewards';
import type { Tenant } from '../../../schema/tenant';
import type { Queryable } from '../../db/db';
import { localizedColumn } from '../localized';

/** Promotion types and entries are wire values: the contract declares them (the seeds read them here). */
export type { PromotionEntry, PromotionType } from '../../../contract/rewards';

export interface PromotionRow {
  id: number;
  type: PromotionType;
  title: string;
  summary: string;
  content: string;
  bannerKey: string;
  startTime: number;
  endTime: number;
  bonusAmount: Minor;
  entry: PromotionEntry;
}

/** Columns of a promotion row, texts in the first of the `languagesParam` languages it has. */
const promotionColumns = (languagesParam: string) => `p.id, p.promotion_type AS type,
  ${localizedColumn('p', 'title', languagesParam)} AS title,
  ${localizedColumn('p', 'summary', languagesParam)} AS summary,
  ${localizedColumn('p', 'content', languagesParam)} AS content,
  p.banner_key AS "bannerKey", p.starts_at AS "startTime", p.ends_at AS "endTime",
  p.bonus_amount AS "bonusAmount", p.entry`;

export function phaseOf(
  promotion: Pick<PromotionRow, 'startTime' | 'endTime'>,
  now: number,
): PromotionPhase {
  if (now < promotion.startTime) return 'coming_soon';
  return now < promotion.endTime ? 'running' : 'ended';
}

/** The banner picture's URL (served by server/routes/rewards-banners.ts). */
export const bannerUrl = (tenantId: string, key: string) =>
  key ? `/promo-banners/${tenantId}/${key}.svg` : '';

/** Promotions of the tenant in display order, those ended over 30 days ago left out. */
export function listPromotions(
  db: Queryable,
  tenantId: string,
  now: number,
  languages: string[] = [],
) {
  return db.query<PromotionRow>(
    `SELECT ${promotionColumns('$3')} FROM promotions p
     WHERE p.tenant_id = $1 AND p.ends_at > $2 ORDER BY p.sort, p.id`,
    [tenantId, now - 30 * 86_400_000, languages],
  );
}

/** A tenant without the MISSION promotion (tenant file) does not show or take missions. */
export const isOffered = (
  tenant: Pick<Tenant, 'promotions'>,
  promotion: Pick<PromotionRow, 'type'>,
) => promotion.type !== 'MISSION' || tenant.promotions.MISSION;

/** What `/m/activity` lists, in display order: the tenant's promotions it offers. */
export async function offeredPromotions(
  db: Queryable,
  tenant: Pick<Tenant, 'code' | 'promotions'>,
  now: number,
  languages: string[] = [],
) {
  const list = await listPromotions(db, tenant.code, now, languages);
  return list.filter((promotion) => isOffered(tenant, promotion));
}

export async function findPromotion(
  db: Queryable,
  tenantId: string,
  id: number,
  languages: string[] = [],
) {
  const [row] = await db.query<PromotionRow>(
    `SELECT ${promotionColumns('$3')} FROM promotions p WHERE p.tenant_id = $1 AND p.id = $2`,
    [tenantId, id, languages],
  );
  return row;
}

export async function findPromotionByType(
  db: Queryable,
  tenantId: string,
  type: PromotionType,
  languages: string[] = [],
) {
  const [row] = await db.query<PromotionRow>(
    `SELECT ${promotionColumns('$3')} FROM promotions p WHERE p.tenant_id = $1 AND p.promotion_type = $2
     ORDER BY p.ends_at DESC LIMIT 1`,
    [tenantId, type, languages],
  );
  return row;
}
