import { type Minor, minor, toMajor } from '../../../contract/money';
import type { PlacedWithdrawal } from '../../../contract/withdraw';
import { type Db, isCheckViolation } from '../../db/db';
import type { Clock } from '../clock';
import { applyPosting, MAIN_ACCOUNT } from '../ledger';
import { withdrawErrors } from './errors';
import { countSince, findByRequest, toWithdrawal, type WithdrawalRow } from './withdrawal-rows';

export interface Placement {
  tenantId: string;
  memberId: number;
  requestId: string;
  bankCardId: number;
  amount: Minor;
  fee: Minor;
  /** The limit per tenant day and that day's [start, end) epoch ms. */
  dailyCount: number;
  today: [number, number];
}

export type { PlacedWithdrawal };

/** The first answer to a request id again, or `request.conflict` when the body differs. */
export function replay(
  row: WithdrawalRow,
  placement: Pick<Placement, 'amount' | 'bankCardId'>,
): PlacedWithdrawal {
  if (row.amount !== placement.amount || row.cardId !== placement.bankCardId)
    throw withdrawErrors.conflict();
  return { withdrawal: toWithdrawal(row), balance: toMajor(row.balanceAfter), replayed: true };
}

/**
 * Records a pending withdrawal and debits its amount (ledger kind `withdraw`, reference = the
 * withdrawal id) in one transaction. The wallet row is locked first, so the daily count and the
 * balance CHECK see every earlier request of the member: concurrent requests never overdraw or
 * pass the limit. A repeated request id fails on the unique index (requestWithdrawal answers the
 * first result).
 */
export async function placeWithdrawal(
  db: Db,
  now: Clock,
  placement: Placement,
): Promise<PlacedWithdrawal> {
  const { tenantId, memberId, requestId } = placement;
  try {
    const id = await db.transaction(async (tx) => {
      await tx.query(
        `SELECT 1 FROM wallet_accounts WHERE tenant_id = $1 AND member_id = $2 AND account_type_id = $3
         FOR UPDATE`,
        [tenantId, memberId, MAIN_ACCOUNT],
      );
      if ((await countSince(tx, tenantId, memberId, placement.today)) >= placement.dailyCount)
        throw withdrawErrors.dailyLimit(placement.dailyCount);
      const net = placement.amount - placement.fee;
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO withdrawals (tenant_id, member_id, request_id, bank_card_id, amount, fee, net_amount,
           balance_after, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8) RETURNING id`,
        [
          tenantId,
          memberId,
          requestId,
          placement.bankCardId,
          placement.amount,
          placement.fee,
          net,
          now(),
        ],
      );
      if (!row) throw new Error('withdrawal not inserted');
      const balance = await applyPosting(tx, now, {
        tenantId,
        memberId,
        amount: minor(-placement.amount),
        kind: 'withdraw',
        reference: String(row.id),
      });
      await tx.query('UPDATE withdrawals SET balance_after = $2 WHERE id = $1', [row.id, balance]);
      return row.id;
    });
    const row = await findByRequest(db, tenantId, memberId, requestId);
    if (!row || row.id !== id) throw new Error(`withdrawal ${id} not found after insert`);
    return { withdrawal: toWithdrawal(row), balance: toMajor(row.balanceAfter), replayed: false };
  } catch (error) {
    if (isCheckViolation(error)) throw withdrawErrors.insufficient();
    throw error;
  }
}
