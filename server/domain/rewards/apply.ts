import type { PromotionRecord, RecordStatus } from '../../../contract/rewards';
import { type Db, type Queryable } from '../../db/db';
import { withIdempotency } from '../../db/idempotency';
import { AccountError } from '../account-errors';
import { type Clock, DAY } from '../clock';
import type { ApplicationImage } from './application-input';
import { phaseOf, type PromotionRow } from './catalogue';
import { findRecord, type Member } from './records';

/** An issued bonus can be claimed for this long after the operator's decision (at least). */
export const CLAIM_WINDOW = 30 * DAY;

export interface Application {
  promotion: PromotionRow;
  comment: string;
  images: ApplicationImage[];
  requestId: string;
}

async function byRequest(db: Queryable, member: Member, requestId: string) {
  const [row] = await db.query<{ id: number; promotionId: number | null }>(
    `SELECT id, promotion_id AS "promotionId" FROM member_promotions
     WHERE tenant_id = $1 AND member_id = $2 AND request_id = $3`,
    [member.tenantId, member.memberId, requestId],
  );
  return row;
}

/** The status a new record of this promotion starts in, or a failure saying why it cannot be made. */
function startingStatus(promotion: PromotionRow, now: number): RecordStatus {
  const phase = phaseOf(promotion, now);
  if (promotion.entry !== 'apply' && promotion.entry !== 'join')
    throw new AccountError('promotion.no.application', 'This promotion needs no application.');
  if (phase === 'ended') throw new AccountError('promotion.ended', 'This promotion has ended.');
  if (promotion.entry === 'join') return phase === 'coming_soon' ? 'coming_soon' : 'signed';
  if (phase === 'coming_soon')
    throw new AccountError('promotion.not.started', 'This promotion has not started yet.');
  return 'applying';
}

/**
 * Applies for a promotion (→ applying, decided by the operator) or joins a mission or raffle
 * (→ signed, or coming soon before it starts). `requestId` makes a repeat answer the first record.
 */
export function applyForPromotion(
  db: Db,
  now: Clock,
  member: Member,
  application: Application,
): Promise<PromotionRecord> {
  const { promotion, requestId } = application;
  const recordOf = async (id: number) =>
    (await findRecord(db, member.tenantId, member.memberId, id)) as PromotionRecord;
  return withIdempotency({
    find: () => byRequest(db, member, requestId),
    write: async () => recordOf(await insertRecord(db, now, member, application)),
    replay: (prior) => {
      if (prior.promotionId !== promotion.id)
        throw new AccountError('request.conflict', 'This request id was used for another request.');
      return recordOf(prior.id);
    },
    // No record under this request id: the member's record of this promotion came from another one.
    onOtherViolation: () => {
      throw new AccountError(
        'promotion.already.applied',
        'You have already applied for or joined this promotion.',
      );
    },
  });
}

/** The new record and its images in one transaction; answers its id. */
async function insertRecord(db: Db, now: Clock, member: Member, application: Application) {
  const { tenantId, memberId } = member;
  const { promotion, requestId } = application;
  const status = startingStatus(promotion, now());
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO member_promotions (tenant_id, member_id, promotion_id, promotion_type, status,
         bonus_amount, comment, request_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
      [
        tenantId,
        memberId,
        promotion.id,
        promotion.type,
        status,
        promotion.bonusAmount,
        application.comment,
        requestId,
        now(),
      ],
    );
    for (const image of application.images) {
      await tx.query(
        `INSERT INTO promotion_images (tenant_id, record_id, mime, data, created_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [tenantId, row?.id, image.mime, image.data, now()],
      );
    }
    return row?.id;
  });
  if (id === undefined) throw new Error('promotion record not inserted');
  return id;
}

/** The operator's decision on an application (development route): applying → issued or rejected. */
export async function decideApplication(
  db: Queryable,
  now: Clock,
  tenantId: string,
  recordId: number,
  decision: 'issued' | 'rejected',
) {
  const [row] = await db.query<{ memberId: number }>(
    `UPDATE member_promotions r SET status = $3::text, updated_at = $4,
       expires_at = CASE WHEN $3::text = 'issued' THEN greatest(p.ends_at, $4::bigint + $5::bigint) END
     FROM promotions p
     WHERE r.tenant_id = $1 AND r.id = $2 AND r.status = 'applying' AND p.id = r.promotion_id
     RETURNING r.member_id AS "memberId"`,
    [tenantId, recordId, decision, now(), CLAIM_WINDOW],
  );
  return row ? findRecord(db, tenantId, row.memberId, recordId) : undefined;
}
