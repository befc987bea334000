import type { Queryable } from '../../db/db';

/** One catalogue row, as the domain works with it. */
export interface GameRecord {
  /** Database id (foreign key of favourites, recent games and H2's rounds). */
  id: number;
  nodeId: string;
  gameCode: string;
  roomId: string;
  vassalage: string;
  gameType: string;
  classify: string[];
  name: string;
  iconUrl: string;
  minBet: number;
  minLine: number;
  isNew: boolean;
  isHot: boolean;
  playKind: 'slot' | 'table' | 'lobby';
  supportPlay: string;
  sort: number;
}

/** The select list giving a `GameRecord` from the `games` table aliased `g`. */
export const GAME_COLUMNS = `g.id, g.node_id AS "nodeId", g.game_code AS "gameCode", g.room_id AS "roomId",
  g.vassalage, g.game_type AS "gameType", g.classify, g.name, g.icon_url AS "iconUrl", g.min_bet AS "minBet",
  g.min_line AS "minLine", g.is_new AS "isNew", g.is_hot AS "isHot", g.play_kind AS "playKind",
  g.support_play AS "supportPlay", g.sort`;

/** The tenant's game with this node id, or undefined. */
export async function findGameByNodeId(
  db: Queryable,
  tenantId: string,
  nodeId: string,
): Promise<GameRecord | undefined> {
  const [game] = await db.query<GameRecord>(
    `SELECT ${GAME_COLUMNS} FROM games g WHERE g.tenant_id = $1 AND g.node_id = $2`,
    [tenantId, nodeId],
  );
  return game;
}
