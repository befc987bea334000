import { type Minor, minor, toMajor } from '../../../contract/money';
import type { PromotionClaim } from '../../../contract/rewards';
import type { Db, Queryable } from '../../db/db';
import { whenUniqueViolation } from '../../db/idempotency';
import { AccountError } from '../account-errors';
import type { Clock } from '../clock';
import { applyPosting, walletAccounts } from '../ledger';
import { findRecord, type Member, syncMemberPromotions } from './records';

const mainBalance = async (db: Queryable, member: Member) =>
  (await walletAccounts(db, member.tenantId, member.memberId))[0]?.balance ?? minor(0);

/**
 * Claims an issued promotion: issued → claimed and its bonus credited (`promo.bonus`, reference =
 * the record id) in one transaction. The status change is the guard (only one UPDATE of a row can
 * see it `issued`) and the ledger's unique reference a second one; a repeat answers the first result.
 */
export async function claimPromotion(
  db: Db,
  now: Clock,
  member: Member,
  recordId: number,
): Promise<PromotionClaim> {
  await syncMemberPromotions(db, now, member);
  const { tenantId, memberId } = member;
  // A unique violation is the ledger's second guard: the record is claimed, answered below.
  const claimed = await whenUniqueViolation<PromotionClaim | null>(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx.query<{ bonusAmount: Minor }>(
          `UPDATE member_promotions SET status = 'claimed', updated_at = $4
           WHERE tenant_id = $1 AND member_id = $2 AND id = $3 AND status = 'issued'
           RETURNING bonus_amount AS "bonusAmount"`,
          [tenantId, memberId, recordId, now()],
        );
        if (!row) return null;
        const posting = {
          tenantId,
          memberId,
          kind: 'promo.bonus',
          reference: String(recordId),
        } as const;
        const balance =
          row.bonusAmount > 0
            ? await applyPosting(tx, now, { ...posting, amount: row.bonusAmount })
            : await mainBalance(tx, member);
        return {
          recordId,
          bonusAmount: toMajor(row.bonusAmount),
          balance: toMajor(balance),
          replayed: false,
        };
      }),
    () => null,
  );
  if (claimed) return claimed;
  const record = await findRecord(db, tenantId, memberId, recordId);
  if (!record)
    throw new AccountError('promotion.not.found', 'The promotion record does not exist.');
  if (record.status !== 'claimed') {
    throw new AccountError('promotion.not.claimable', 'This promotion cannot be claimed.', {
      status: record.status,
    });
  }
  return {
    recordId,
    bonusAmount: record.bonusAmount,
    balance: toMajor(await mainBalance(db, member)),
    replayed: true,
  };
}
