import type { Game } from '../../../contract/games';
import type { Queryable } from '../../db/db';
import { GAME_COLUMNS, type GameRecord } from './game-record';
import { toWireGame } from './wire';

/** At most this many hot games per game type. */
export const HOT_GAMES_PER_TYPE = 30;

/** `GCSGAME_hotGamesV2`: hot games grouped by game type, types in vendor menu order. */
export async function hotGames(db: Queryable, tenantId: string, gameType?: string) {
  const rows = await db.query<GameRecord>(
    `SELECT ${GAME_COLUMNS} FROM (
       SELECT g.*, v.sort AS vendor_sort,
         row_number() OVER (PARTITION BY g.game_type ORDER BY g.sort, v.sort) AS rank
       FROM games g JOIN game_vendors v ON v.tenant_id = g.tenant_id AND v.vassalage = g.vassalage
       WHERE g.tenant_id = $1 AND g.is_hot AND ($2::text IS NULL OR g.game_type = $2)
     ) g WHERE g.rank <= $3
     ORDER BY min(g.vendor_sort) OVER (PARTITION BY g.game_type), g.rank`,
    [tenantId, gameType?.toUpperCase() ?? null, HOT_GAMES_PER_TYPE],
  );
  const groups = new Map<string, Game[]>();
  for (const row of rows) {
    const list = groups.get(row.gameType) ?? [];
    list.push(toWireGame(row));
    groups.set(row.gameType, list);
  }
  return [...groups].map(([type, list]) => ({ gameType: type, list }));
}
