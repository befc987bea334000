import type { Queryable } from '../../db/db';
import type { Clock } from '../clock';
import { drawResult } from './results';
import { lastDueSlot, type Slot, slotOf } from './schedule';
import { gameTime, type TenantGame } from './tenant-games';

export interface StoredDraw {
  numero: string;
  drawAt: number;
  result: string[];
}

/** How many past numeros the results and statistics cover. */
export const HISTORY = 50;

const SELECT_DRAW = `SELECT numero, draw_at AS "drawAt", result FROM lottery_draws`;

/**
 * The result of a due slot: drawn now if nobody drew it yet. Concurrent callers (other requests,
 * other servers) race on the primary key; the first insert wins and everyone reads that one.
 */
export async function ensureDraw(
  db: Queryable,
  now: Clock,
  row: TenantGame,
  slot: Slot,
): Promise<StoredDraw> {
  await db.query(
    `INSERT INTO lottery_draws (tenant_id, game_id, numero, draw_at, result, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [row.tenantId, row.game.gameId, slot.numero, slot.drawAt, drawResult(row.game.draw), now()],
  );
  const [draw] = await db.query<StoredDraw>(
    `${SELECT_DRAW} WHERE tenant_id = $1 AND game_id = $2 AND numero = $3`,
    [row.tenantId, row.game.gameId, slot.numero],
  );
  if (!draw) throw new Error(`draw ${slot.numero} vanished`);
  return draw;
}

/** Draws the last `count` due numeros of a game that have no result yet; answers them newest first. */
export async function recentDraws(
  db: Queryable,
  now: Clock,
  row: TenantGame,
  count = HISTORY,
): Promise<StoredDraw[]> {
  const last = lastDueSlot(row.game.schedule, gameTime(now, row));
  const oldest = slotOf(row.game.schedule, last.index - count + 1);
  const load = () =>
    db.query<StoredDraw>(
      `${SELECT_DRAW} WHERE tenant_id = $1 AND game_id = $2 AND draw_at BETWEEN $3 AND $4
       ORDER BY draw_at DESC`,
      [row.tenantId, row.game.gameId, oldest.drawAt, last.drawAt],
    );
  const stored = await load();
  if (stored.length >= count) return stored;
  const seen = new Set(stored.map((draw) => draw.numero));
  for (let index = oldest.index; index <= last.index; index += 1) {
    const slot = slotOf(row.game.schedule, index);
    if (!seen.has(slot.numero)) await ensureDraw(db, now, row, slot);
  }
  return load();
}

/** A stored draw by numero (undefined before its time or for an unknown numero). */
export async function storedDraw(
  db: Queryable,
  row: TenantGame,
  numero: string,
): Promise<StoredDraw | undefined> {
  const [draw] = await db.query<StoredDraw>(
    `${SELECT_DRAW} WHERE tenant_id = $1 AND game_id = $2 AND numero = $3`,
    [row.tenantId, row.game.gameId, numero],
  );
  return draw;
}
