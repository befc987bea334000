import type { Minor } from '../../../contract/money';
import type { Db, Queryable } from '../../db/db';
import { whenUniqueViolation } from '../../db/idempotency';
import type { Clock } from '../clock';
import { applyPosting } from '../ledger';
import { DEPOSIT_COLUMNS, DEPOSIT_FROM, type DepositRecord, expireOverdue } from './deposits';

export type Decision = 'approved' | 'declined';

/** A deposit by id alone: the payment page holds a signed token, not a session. */
export async function depositById(db: Queryable, now: Clock, id: number) {
  const [owner] = await db.query<{ tenantId: string; memberId: number }>(
    'SELECT tenant_id AS "tenantId", member_id AS "memberId" FROM deposits WHERE id = $1',
    [id],
  );
  if (!owner) return undefined;
  await expireOverdue(db, now, owner.tenantId, owner.memberId);
  const [deposit] = await db.query<DepositRecord>(
    `SELECT ${DEPOSIT_COLUMNS} FROM ${DEPOSIT_FROM} WHERE d.id = $1`,
    [id],
  );
  return deposit;
}

export interface DecideResult {
  deposit: DepositRecord | undefined;
  /** False when the deposit was already decided or expired: nothing changed, nothing moved. */
  changed: boolean;
}

/**
 * Approves or declines a pending, unexpired deposit. The status change and the credit (ledger kind
 * `deposit`, reference = the deposit id) commit together; the conditional UPDATE's row lock lets one
 * of concurrent decisions win, and the ledger's unique reference is the second guard.
 */
export async function decideDeposit(
  db: Db,
  now: Clock,
  id: number,
  decision: Decision,
): Promise<DecideResult> {
  // A unique violation is the ledger's second guard (reference = the deposit id): nothing changed.
  const changed = await whenUniqueViolation(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx.query<{ tenantId: string; memberId: number; amount: Minor }>(
          `UPDATE deposits SET status = $2, decided_at = $3
           WHERE id = $1 AND status = 'pending' AND expires_at > $3
           RETURNING tenant_id AS "tenantId", member_id AS "memberId", amount`,
          [id, decision, now()],
        );
        if (!row) return false;
        if (decision === 'approved')
          await applyPosting(tx, now, { ...row, kind: 'deposit', reference: String(id) });
        return true;
      }),
    () => false,
  );
  return { deposit: await depositById(db, now, id), changed };
}
