import { createHash } from 'node:crypto';

import type { Slip } from '../../../contract/lottery-orders';
import { type Db, isCheckViolation, type Queryable } from '../../db/db';
import type { Clock } from '../clock';
import { applyPosting } from '../ledger';
import { LotteryError } from './errors';
import { fromCents, toCents } from './money';
import { openSlot } from './schedule';
import { checkSlip } from './slip';
import { gameTime, tenantGame } from './tenant-games';

export interface Bettor {
  tenantId: string;
  memberId: number;
}

export interface Placed {
  orderId: number;
  replayed: boolean;
}

interface KeyedOrder {
  id: number;
  slipDigest: string;
}

/** What a retry must repeat exactly: game, numero and every bet field, in order. */
function digestOf(slip: Slip): string {
  const bets = slip.bets.map((bet) => [
    bet.playId,
    bet.content,
    toCents(bet.unit),
    bet.multiple,
    bet.betCount,
    toCents(bet.amount),
  ]);
  return createHash('sha256')
    .update(JSON.stringify([slip.gameId, slip.numero, bets]))
    .digest('hex');
}

async function orderByKey(db: Queryable, bettor: Bettor, clientKey: string) {
  const [order] = await db.query<KeyedOrder>(
    `SELECT id, slip_digest AS "slipDigest" FROM lottery_orders
     WHERE tenant_id = $1 AND member_id = $2 AND client_key = $3`,
    [bettor.tenantId, bettor.memberId, clientKey],
  );
  return order;
}

function replayOf(order: KeyedOrder, slip: Slip): Placed {
  if (order.slipDigest !== digestOf(slip))
    throw new LotteryError(
      'lottery.key.reused',
      'This clientKey was already used for another slip',
      409,
    );
  return { orderId: order.id, replayed: true };
}

/**
 * Places a slip: checks it, then in one transaction writes the order and its bets and debits the
 * total through the ledger (the balance CHECK refuses an overdraft). Retrying with the same
 * clientKey — even concurrently — answers the first order and moves no money.
 */
export async function placeSlip(db: Db, now: Clock, bettor: Bettor, slip: Slip): Promise<Placed> {
  const prior = await orderByKey(db, bettor, slip.clientKey);
  if (prior) return replayOf(prior, slip);
  const row = await tenantGame(db, bettor.tenantId, slip.gameId);
  const bets = checkSlip(row.game, slip.bets);
  const open = openSlot(row.game.schedule, gameTime(now, row));
  if (slip.numero !== open.numero)
    throw new LotteryError(
      'lottery.numero.closed',
      `Betting on ${slip.numero} is not open; the open numero is ${open.numero}`,
      409,
      {
        numero: open.numero,
        closeAt: open.closeAt,
      },
    );
  const totalCents = bets.reduce((sum, bet) => sum + bet.amountCents, 0);
  let orderId: number | undefined;
  try {
    orderId = await db.transaction(async (tx) => {
      const [order] = await tx.query<{ id: number }>(
        `INSERT INTO lottery_orders (tenant_id, member_id, game_id, numero, close_at, draw_at, client_key,
           slip_digest, total_amount, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'open', $10) ON CONFLICT DO NOTHING RETURNING id`,
        [
          bettor.tenantId,
          bettor.memberId,
          slip.gameId,
          open.numero,
          open.closeAt,
          open.drawAt,
          slip.clientKey,
          digestOf(slip),
          fromCents(totalCents).toFixed(2),
          now(),
        ],
      );
      if (!order) return undefined;
      for (const bet of bets) {
        await tx.query(
          `INSERT INTO lottery_bets (order_id, play_id, content, unit, multiple, bet_count, amount, status)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'open')`,
          [
            order.id,
            bet.playId,
            bet.content,
            fromCents(bet.unitCents),
            bet.multiple,
            bet.betCount,
            fromCents(bet.amountCents).toFixed(2),
          ],
        );
      }
      await applyPosting(tx, now, {
        tenantId: bettor.tenantId,
        memberId: bettor.memberId,
        amount: -fromCents(totalCents),
        kind: 'lottery.bet',
        reference: `lottery-order:${order.id}`,
      });
      return order.id;
    });
  } catch (error) {
    if (isCheckViolation(error))
      throw new LotteryError('insufficient.balance', 'The balance is too low for this slip.', 409);
    throw error;
  }
  if (orderId !== undefined) return { orderId, replayed: false };
  // A concurrent request with the same key committed first.
  const winner = await orderByKey(db, bettor, slip.clientKey);
  if (!winner) throw new Error('slip vanished');
  return replayOf(winner, slip);
}
