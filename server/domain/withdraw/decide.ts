import type { Minor } from '../../../contract/money';
import type { Db } from '../../db/db';
import { AccountError } from '../account-errors';
import type { Clock } from '../clock';
import { applyPosting } from '../ledger';
import type { WithdrawalStatus } from './withdrawal-rows';

export type Decision = 'approve' | 'reject';

export interface Decided {
  id: number;
  status: WithdrawalStatus;
  reason: string;
  decidedAt: number | null;
  /** A refund was posted by this call (only the first reject of a withdrawal). */
  refunded: boolean;
}

const STATUS_OF: Record<Decision, WithdrawalStatus> = { approve: 'approved', reject: 'rejected' };

/**
 * The operator's decision on a pending withdrawal. Rejecting refunds the amount (`withdraw.refund`,
 * reference = the withdrawal id) in the same transaction; the row lock and the ledger's unique
 * (kind, reference) make that happen once. Repeating the same decision changes nothing; the other
 * decision on a decided withdrawal is refused.
 */
export async function decideWithdrawal(
  db: Db,
  now: Clock,
  tenantId: string,
  id: number,
  decision: Decision,
  reason = '',
): Promise<Decided> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{
      tenantId: string;
      memberId: number;
      amount: Minor;
      status: WithdrawalStatus;
      reason: string;
      decidedAt: number | null;
    }>(
      `SELECT tenant_id AS "tenantId", member_id AS "memberId", amount, status, reason,
         decided_at AS "decidedAt"
       FROM withdrawals WHERE tenant_id = $1 AND id = $2 FOR UPDATE`,
      [tenantId, id],
    );
    if (!row) throw new AccountError('withdrawal.not.found', 'The withdrawal does not exist.');
    const status = STATUS_OF[decision];
    if (row.status === status)
      return { id, status, reason: row.reason, decidedAt: row.decidedAt, refunded: false };
    if (row.status !== 'pending')
      throw new AccountError(
        'withdrawal.already.decided',
        `The withdrawal is already ${row.status}.`,
      );
    const decidedAt = now();
    await tx.query(
      'UPDATE withdrawals SET status = $2, reason = $3, decided_at = $4 WHERE id = $1',
      [id, status, reason, decidedAt],
    );
    if (decision === 'reject')
      await applyPosting(tx, () => decidedAt, {
        tenantId: row.tenantId,
        memberId: row.memberId,
        amount: row.amount,
        kind: 'withdraw.refund',
        reference: String(id),
      });
    return { id, status, reason, decidedAt, refunded: decision === 'reject' };
  });
}
