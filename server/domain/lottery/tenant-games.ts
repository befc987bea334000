import type { Queryable } from '../../db/db';
import type { Clock } from '../clock';
import { GAMES, gameById, type LotteryGame } from './catalogue';
import { unknownGame } from './errors';

/** A game as one tenant runs it: the catalogue entry and the offset of its (dev) clock. */
export interface TenantGame {
  tenantId: string;
  game: LotteryGame;
  offsetMs: number;
}

/** The game's time: the server clock plus its development offset (0 in production). */
export const gameTime = (now: Clock, row: TenantGame) => now() + row.offsetMs;

/** The tenant's enabled games in catalogue order. */
export async function tenantGames(db: Queryable, tenantId: string): Promise<TenantGame[]> {
  const rows = await db.query<{ gameId: number; offsetMs: number }>(
    `SELECT game_id AS "gameId", clock_offset_ms AS "offsetMs" FROM lottery_games
     WHERE tenant_id = $1 AND enabled`,
    [tenantId],
  );
  const offsets = new Map(rows.map((row) => [row.gameId, row.offsetMs]));
  return GAMES.filter((game) => offsets.has(game.gameId)).map((game) => ({
    tenantId,
    game,
    offsetMs: offsets.get(game.gameId) ?? 0,
  }));
}

/** One enabled game of the tenant, or `lottery.game.unknown` (404). */
export async function tenantGame(
  db: Queryable,
  tenantId: string,
  gameId: number,
): Promise<TenantGame> {
  const game = gameById(gameId);
  const [row] = game
    ? await db.query<{ offsetMs: number }>(
        `SELECT clock_offset_ms AS "offsetMs" FROM lottery_games
         WHERE tenant_id = $1 AND game_id = $2 AND enabled`,
        [tenantId, gameId],
      )
    : [];
  if (!game || !row) throw unknownGame(gameId);
  return { tenantId, game, offsetMs: row.offsetMs };
}

/** Moves a game's clock forward (development only); answers the new offset. */
export async function advanceGameClock(
  db: Queryable,
  row: TenantGame,
  ms: number,
): Promise<number> {
  const [updated] = await db.query<{ offsetMs: number }>(
    `UPDATE lottery_games SET clock_offset_ms = clock_offset_ms + $3
     WHERE tenant_id = $1 AND game_id = $2 RETURNING clock_offset_ms AS "offsetMs"`,
    [row.tenantId, row.game.gameId, Math.max(0, Math.ceil(ms))],
  );
  return updated?.offsetMs ?? row.offsetMs;
}
