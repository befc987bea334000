import { type Minor, sumMinor } from '../../../contract/money';
import type { Db, Queryable } from '../../db/db';
import type { Clock } from '../clock';
import { applyPosting } from '../ledger';
import { gameById, type LotteryGame, playOf } from './catalogue';
import { type DueSlot, ensureDraws } from './draws';
import { LotteryError } from './errors';
import { winMinor } from './money';
import { slotOfNumero } from './schedule';

interface DueOrder {
  id: number;
  tenantId: string;
  gameId: number;
  numero: string;
  offsetMs: number;
}

interface OpenBet {
  id: number;
  playId: string;
  content: string;
  unit: Minor;
  multiple: number;
}

/** How many orders one pass settles at most (the next pass takes the rest). */
const BATCH = 500;

function betWin(game: LotteryGame, bet: OpenBet, result: readonly string[]): Minor {
  const parsed = playOf(game, bet.playId)?.parse(bet.content);
  if (!parsed || typeof parsed === 'string')
    throw new LotteryError(
      'lottery.bet.unreadable',
      `Sub-order ${bet.id} can no longer be read by its play; it is left unsettled`,
      500,
      { subOrderId: bet.id },
    );
  return winMinor(parsed.winHundredths(result), bet.unit, bet.multiple);
}

/**
 * Settles one order against its draw, in one transaction: the row lock and the `open` status make
 * a second settler (another request, process or server) find nothing to do. Wins are credited
 * through the ledger; losses only change the status.
 */
async function settleOrder(
  db: Db,
  now: Clock,
  order: DueOrder,
  game: LotteryGame,
  result: readonly string[],
) {
  return db.transaction(async (tx: Queryable) => {
    const [locked] = await tx.query<{ memberId: number; status: string }>(
      `SELECT member_id AS "memberId", status FROM lottery_orders WHERE id = $1 FOR UPDATE`,
      [order.id],
    );
    if (locked?.status !== 'open') return false;
    const bets = await tx.query<OpenBet>(
      `SELECT id, play_id AS "playId", content, unit, multiple FROM lottery_bets
       WHERE order_id = $1 AND status = 'open' ORDER BY id`,
      [order.id],
    );
    const wins = bets.map((bet) => betWin(game, bet, result));
    const total = sumMinor(wins);
    await tx.query(
      `UPDATE lottery_bets b SET status = CASE WHEN w.win > 0 THEN 'won' ELSE 'lost' END,
         win_amount = w.win, settled_at = $3
       FROM unnest($1::bigint[], $2::bigint[]) AS w (id, win) WHERE b.id = w.id`,
      [bets.map((bet) => bet.id), wins, now()],
    );
    await tx.query(
      `UPDATE lottery_orders SET status = 'settled', win_amount = $2, settled_at = $3 WHERE id = $1`,
      [order.id, total, now()],
    );
    if (total > 0) {
      await applyPosting(tx, now, {
        tenantId: order.tenantId,
        memberId: locked.memberId,
        amount: total,
        kind: 'lottery.win',
        reference: `lottery-order:${order.id}`,
      });
    }
    return true;
  });
}

/**
 * Draws and settles every open order whose draw time has come (of one tenant, or all). Idempotent
 * and safe to run concurrently: a timer runs it, and so does every lottery read. Answers how many
 * orders this call settled.
 */
export async function settleDue(db: Db, now: Clock, tenantId?: string): Promise<number> {
  const due = await db.query<DueOrder>(
    `SELECT o.id, o.tenant_id AS "tenantId", o.game_id AS "gameId", o.numero, g.clock_offset_ms AS "offsetMs"
     FROM lottery_orders o JOIN lottery_games g ON g.tenant_id = o.tenant_id AND g.game_id = o.game_id
     WHERE o.status = 'open' AND o.draw_at <= $1 + g.clock_offset_ms AND ($2::text IS NULL OR o.tenant_id = $2)
     ORDER BY o.draw_at, o.id LIMIT ${BATCH}`,
    [now(), tenantId ?? null],
  );
  const draws = new Map<string, DueSlot>();
  const work: { order: DueOrder; game: LotteryGame; key: string }[] = [];
  for (const order of due) {
    const game = gameById(order.gameId);
    const slot = game && slotOfNumero(game.schedule, order.numero);
    if (!game || !slot) continue;
    const key = `${order.tenantId}/${order.gameId}/${order.numero}`;
    draws.set(key, { row: { tenantId: order.tenantId, game, offsetMs: order.offsetMs }, slot });
    work.push({ order, game, key });
  }
  // Every draw of the batch at once; then one transaction per order (its own lock, its own win).
  const stored = await ensureDraws(db, now, [...draws.values()]);
  const results = new Map([...draws.keys()].map((key, index) => [key, stored[index]?.result]));
  let settled = 0;
  for (const { order, game, key } of work) {
    const result = results.get(key);
    if (result && (await settleOrder(db, now, order, game, result))) settled += 1;
  }
  return settled;
}
