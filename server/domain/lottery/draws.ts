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

/** A due slot of one tenant's game. */
export interface DueSlot {
  row: TenantGame;
  slot: Slot;
}

const keyOf = (tenantId: string, gameId: number, numero: string) =>
  `${tenantId}/${gameId}/${numero}`;

/**
 * Draws the slots nobody drew yet, in one statement. Concurrent callers (other requests, other
 * servers) race on the primary key; the first insert wins and everyone reads that one.
 */
async function drawMissing(db: Queryable, now: Clock, due: readonly DueSlot[]) {
  await db.query(
    // A result travels joined by commas: its parts are digit strings.
    `INSERT INTO lottery_draws (tenant_id, game_id, numero, draw_at, result, created_at)
     SELECT d.tenant_id, d.game_id, d.numero, d.draw_at, string_to_array(d.result, ','), $6
     FROM unnest($1::text[], $2::int[], $3::text[], $4::bigint[], $5::text[])
       AS d (tenant_id, game_id, numero, draw_at, result)
     ON CONFLICT DO NOTHING`,
    [
      due.map(({ row }) => row.tenantId),
      due.map(({ row }) => row.game.gameId),
      due.map(({ slot }) => slot.numero),
      due.map(({ slot }) => slot.drawAt),
      due.map(({ row }) => drawResult(row.game.draw).join(',')),
      now(),
    ],
  );
}

/** The results of due slots (of any games), in their order: drawn now where nobody drew them yet. */
export async function ensureDraws(
  db: Queryable,
  now: Clock,
  due: readonly DueSlot[],
): Promise<StoredDraw[]> {
  if (!due.length) return [];
  await drawMissing(db, now, due);
  const stored = await db.query<StoredDraw & { tenantId: string; gameId: number }>(
    `SELECT d.tenant_id AS "tenantId", d.game_id AS "gameId", d.numero, d.draw_at AS "drawAt", d.result
     FROM lottery_draws d
     JOIN unnest($1::text[], $2::int[], $3::text[]) AS k (tenant_id, game_id, numero)
       USING (tenant_id, game_id, numero)`,
    [
      due.map(({ row }) => row.tenantId),
      due.map(({ row }) => row.game.gameId),
      due.map(({ slot }) => slot.numero),
    ],
  );
  const byKey = new Map(
    stored.map(({ tenantId, gameId, ...draw }) => [keyOf(tenantId, gameId, draw.numero), draw]),
  );
  return due.map(({ row, slot }) => {
    const draw = byKey.get(keyOf(row.tenantId, row.game.gameId, slot.numero));
    if (!draw) throw new Error(`draw ${slot.numero} vanished`);
    return draw;
  });
}

/** The result of a due slot: drawn now if nobody drew it yet. */
export async function ensureDraw(
  db: Queryable,
  now: Clock,
  row: TenantGame,
  slot: Slot,
): Promise<StoredDraw> {
  const [draw] = await ensureDraws(db, now, [{ row, slot }]);
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
  const missing: DueSlot[] = [];
  for (let index = oldest.index; index <= last.index; index += 1) {
    const slot = slotOf(row.game.schedule, index);
    if (!seen.has(slot.numero)) missing.push({ row, slot });
  }
  await drawMissing(db, now, missing);
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
