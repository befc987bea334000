import { type Minor, sumMinor, toMajor } from '../../../contract/money';
import type { Db } from '../../db/db';
import type { Clock } from '../clock';
import { applyCredits } from '../ledger';
import type { Bettor } from './betting';
import { LotteryError } from './errors';

interface CancelRow {
  id: number;
  orderId: number;
  status: string;
  amount: Minor;
  closeAt: number;
  offsetMs: number;
}

/**
 * Cancels sub-orders (bets) of the member before their numero closes and refunds each through
 * the ledger, all or nothing. An order whose bets are all cancelled becomes `cancelled`.
 * Answers the amount refunded.
 */
export async function cancelBets(
  db: Db,
  now: Clock,
  bettor: Bettor,
  betIds: number[],
): Promise<number> {
  const ids = [...new Set(betIds)];
  return db.transaction(async (tx) => {
    // Orders first, in id order, as settlement locks them: no lock-order deadlock.
    const orders = await tx.query<{ id: number }>(
      `SELECT id FROM lottery_orders WHERE tenant_id = $1 AND member_id = $2
         AND id IN (SELECT order_id FROM lottery_bets WHERE id = ANY($3::bigint[]))
       ORDER BY id FOR UPDATE`,
      [bettor.tenantId, bettor.memberId, ids],
    );
    const rows = await tx.query<CancelRow>(
      `SELECT b.id, b.order_id AS "orderId", b.status, b.amount, o.close_at AS "closeAt",
         g.clock_offset_ms AS "offsetMs"
       FROM lottery_bets b JOIN lottery_orders o ON o.id = b.order_id
       JOIN lottery_games g ON g.tenant_id = o.tenant_id AND g.game_id = o.game_id
       WHERE b.id = ANY($1::bigint[]) AND o.id = ANY($2::bigint[])`,
      [ids, orders.map((order) => order.id)],
    );
    if (rows.length !== ids.length)
      throw new LotteryError('lottery.order.unknown', 'No such sub-order for this member', 404);
    for (const row of rows) {
      if (row.status !== 'open')
        throw new LotteryError(
          'lottery.cancel.done',
          `Sub-order ${row.id} is already ${row.status}`,
          409,
        );
      if (now() + row.offsetMs >= row.closeAt)
        throw new LotteryError(
          'lottery.cancel.closed',
          `Betting has closed for sub-order ${row.id}`,
          409,
        );
    }
    await tx.query(
      `UPDATE lottery_bets SET status = 'cancelled', settled_at = $2 WHERE id = ANY($1::bigint[])`,
      [ids, now()],
    );
    // One refund row per bet: its reference `lottery-bet:<id>` is what the statement shows and dedupes.
    await applyCredits(
      tx,
      now,
      bettor,
      rows.map((row) => ({
        amount: row.amount,
        kind: 'lottery.refund',
        reference: `lottery-bet:${row.id}`,
      })),
    );
    const refunded = sumMinor(rows.map((row) => row.amount));
    await tx.query(
      `UPDATE lottery_orders o SET status = 'cancelled', settled_at = $2
       WHERE o.id = ANY($1::bigint[]) AND NOT EXISTS
         (SELECT 1 FROM lottery_bets b WHERE b.order_id = o.id AND b.status <> 'cancelled')`,
      [orders.map((order) => order.id), now()],
    );
    return toMajor(refunded);
  });
}
