import type { Queryable } from '../../db/db';
import { GAME_COLUMNS, type GameRecord } from './game-record';
import { pageCount, toWireGame } from './wire';

export interface GameListFilter {
  gameType: string;
  /** NEW, HOT, ALL (or absent) or a classify value such as VIDEO. */
  gameClassify?: string;
  /** One vendor code, or several separated by commas. */
  vassalage?: string;
  gameName?: string;
  /** Games whose minimum bet is at most this. */
  minBet?: number;
  /** Games playable with at most this many lines. */
  minLine?: number;
  isNew?: boolean;
  pageNo: number;
  pageSize: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The WHERE clause and parameters of a filter. In-house games are slot games: a slot (RNG) list
 * narrowed to an in-house vendor shows them too (spec §2: INHOUSE shows a slot list by vassalage).
 */
function whereOf(tenantId: string, filter: GameListFilter): [string, unknown[]] {
  const classify = filter.gameClassify?.toUpperCase() ?? 'ALL';
  const vendors = filter.vassalage
    ?.split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  const params: unknown[] = [
    tenantId,
    filter.gameType.toUpperCase(),
    vendors?.length ? vendors : null,
    filter.gameName ? `%${escapeLike(filter.gameName)}%` : null,
    filter.minBet ?? null,
    filter.minLine ?? null,
    classify === 'NEW' || filter.isNew === true ? true : null,
    classify === 'HOT' ? true : null,
    ['ALL', 'NEW', 'HOT'].includes(classify) ? null : classify,
  ];
  const where = `g.tenant_id = $1
    AND (g.game_type = $2 OR ($2 = 'RNG' AND $3::text[] IS NOT NULL AND g.game_type = 'INHOUSE'))
    AND ($3::text[] IS NULL OR g.vassalage = ANY($3::text[]))
    AND ($4::text IS NULL OR g.name ILIKE $4)
    AND ($5::numeric IS NULL OR g.min_bet <= $5::numeric)
    AND ($6::int IS NULL OR g.min_line <= $6::int)
    AND ($7::boolean IS NULL OR g.is_new)
    AND ($8::boolean IS NULL OR g.is_hot)
    AND ($9::text IS NULL OR $9::text = ANY(g.classify))`;
  return [where, params];
}

/** `GCSGAME_gameList`: one page of the filtered catalogue in a stable order. */
export async function gameListPage(db: Queryable, tenantId: string, filter: GameListFilter) {
  const [where, params] = whereOf(tenantId, filter);
  const [counted] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM games g WHERE ${where}`,
    params,
  );
  const totalCount = counted?.count ?? 0;
  const games = await db.query<GameRecord>(
    `SELECT ${GAME_COLUMNS} FROM games g WHERE ${where}
     ORDER BY g.sort, g.id LIMIT $10 OFFSET $11`,
    [...params, filter.pageSize, (filter.pageNo - 1) * filter.pageSize],
  );
  return {
    games: games.map(toWireGame),
    pageNum: filter.pageNo,
    totalPages: pageCount(totalCount, filter.pageSize),
    totalCount,
  };
}
