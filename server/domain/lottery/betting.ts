import { createHash } from 'node:crypto';

import type { Slip } from '../../../contract/lottery-orders';
import { type Minor, minor, sumMinor } from '../../../contract/money';
import { type Db, isCheckViolation, type Queryable } from '../../db/db';
import { withIdempotency } from '../../db/idempotency';
import type { Clock } from '../clock';
import { applyPosting } from '../ledger';
import { LotteryError } from './errors';
import { exactMinor } from './money';
import { openSlot, type Slot } from './schedule';
import { type CheckedBet, checkSlip } from './slip';
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
    exactMinor(bet.unit) ?? bet.unit,
    bet.multiple,
    bet.betCount,
    exactMinor(bet.amount) ?? bet.amount,
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
export function placeSlip(db: Db, now: Clock, bettor: Bettor, slip: Slip): Promise<Placed> {
  return withIdempotency({
    find: () => orderByKey(db, bettor, slip.clientKey),
    write: async () => ({ orderId: await writeSlip(db, now, bettor, slip), replayed: false }),
    replay: (order) => replayOf(order, slip),
  });
}

/** Checks the slip against its game and open numero, then writes and pays it; answers the order id. */
async function writeSlip(db: Db, now: Clock, bettor: Bettor, slip: Slip): Promise<number> {
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
  const totalCents = sumMinor(bets.map((bet) => bet.amountCents));
  try {
    return await db.transaction(async (tx) => {
      const orderId = await insertOrder(tx, now, { bettor, slip, open, bets, totalCents });
      await applyPosting(tx, now, {
        tenantId: bettor.tenantId,
        memberId: bettor.memberId,
        amount: minor(-totalCents),
        kind: 'lottery.bet',
        reference: `lottery-order:${orderId}`,
      });
      return orderId;
    });
  } catch (error) {
    if (isCheckViolation(error))
      throw new LotteryError('insufficient.balance', 'The balance is too low for this slip.', 409);
    throw error;
  }
}

/** A checked slip ready to be written. */
interface OrderDraft {
  bettor: Bettor;
  slip: Slip;
  open: Slot;
  bets: readonly CheckedBet[];
  totalCents: Minor;
}

/** The order and all its bets (in slip order) in one statement; answers the order id. */
async function insertOrder(tx: Queryable, now: Clock, draft: OrderDraft): Promise<number> {
  const { bettor, slip, open, bets } = draft;
  const [inserted] = await tx.query<{ orderId: number }>(
    `WITH o AS (
       INSERT INTO lottery_orders (tenant_id, member_id, game_id, numero, close_at, draw_at, client_key,
         slip_digest, total_amount, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'open', $10) RETURNING id
     )
     INSERT INTO lottery_bets (order_id, play_id, content, unit, multiple, bet_count, amount, status)
     SELECT o.id, b.play_id, b.content, b.unit, b.multiple, b.bet_count, b.amount, 'open'
     FROM o, unnest($11::text[], $12::text[], $13::bigint[], $14::int[], $15::int[], $16::bigint[])
       WITH ORDINALITY AS b (play_id, content, unit, multiple, bet_count, amount, position)
     ORDER BY b.position
     RETURNING order_id AS "orderId"`,
    [
      bettor.tenantId,
      bettor.memberId,
      slip.gameId,
      open.numero,
      open.closeAt,
      open.drawAt,
      slip.clientKey,
      digestOf(slip),
      draft.totalCents,
      now(),
      bets.map((bet) => bet.playId),
      bets.map((bet) => bet.content),
      bets.map((bet) => bet.unitCents),
      bets.map((bet) => bet.multiple),
      bets.map((bet) => bet.betCount),
      bets.map((bet) => bet.amountCents),
    ],
  );
  // checkSlip refuses an empty slip, so the statement always returns a bet row.
  if (!inserted) throw new Error('slip insert returned no bet');
  return inserted.orderId;
}
