import type { Clock } from '../clock';
import type { Queryable } from '../../db/db';
import { GAME_COLUMNS, type GameRecord } from './game-record';
import { pageCount, toWireGame } from './wire';

/** The member's favourite node ids, newest first. */
export async function favouriteNodeIds(db: Queryable, tenantId: string, memberId: number) {
  const rows = await db.query<{ nodeId: string }>(
    `SELECT g.node_id AS "nodeId" FROM favourite_games f JOIN games g ON g.id = f.game_id
     WHERE f.tenant_id = $1 AND f.member_id = $2 ORDER BY f.created_at DESC, g.id`,
    [tenantId, memberId],
  );
  return rows.map((row) => row.nodeId);
}

/** Adds a favourite; adding it again keeps the first time. */
export async function addFavourite(
  db: Queryable,
  now: Clock,
  tenantId: string,
  memberId: number,
  gameId: number,
) {
  await db.query(
    `INSERT INTO favourite_games (tenant_id, member_id, game_id, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING`,
    [tenantId, memberId, gameId, now()],
  );
}

export async function removeFavourite(
  db: Queryable,
  tenantId: string,
  memberId: number,
  gameId: number,
) {
  await db.query(
    'DELETE FROM favourite_games WHERE tenant_id = $1 AND member_id = $2 AND game_id = $3',
    [tenantId, memberId, gameId],
  );
}

export interface MemberGamePage {
  memberId: number;
  gameType?: string;
  pageNo: number;
  pageSize: number;
}

/**
 * A page of the member's games from `favourite_games` or `recent_games` (both keyed by member and
 * game, ordered by their time column), newest first.
 */
export async function memberGamePage(
  db: Queryable,
  tenantId: string,
  source: 'favourites' | 'recent',
  page: MemberGamePage,
) {
  const [table, time] =
    source === 'favourites' ? ['favourite_games', 'created_at'] : ['recent_games', 'played_at'];
  const where = `m.tenant_id = $1 AND m.member_id = $2 AND ($3::text IS NULL OR g.game_type = $3)`;
  const params = [tenantId, page.memberId, page.gameType?.toUpperCase() ?? null];
  const [counted] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ${table} m JOIN games g ON g.id = m.game_id WHERE ${where}`,
    params,
  );
  const rows = await db.query<GameRecord>(
    `SELECT ${GAME_COLUMNS} FROM ${table} m JOIN games g ON g.id = m.game_id WHERE ${where}
     ORDER BY m.${time} DESC, g.id DESC LIMIT $4 OFFSET $5`,
    [...params, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  const totalCount = counted?.count ?? 0;
  return {
    games: rows.map(toWireGame),
    pageNum: page.pageNo,
    totalPages: pageCount(totalCount, page.pageSize),
    totalCount,
  };
}
