import { minor, type Minor, toMajor } from '../../../contract/money';
import type { Bet, BetHistoryPage } from '../../../contract/play';
import type { Queryable } from '../../db/db';
import { GAMES } from '../lottery/catalogue';
import { majorFields } from '../money-edge';

export interface BetHistoryQuery {
  tenantId: string;
  memberId: number;
  /** [from, to) epoch ms of bet times. */
  from: number;
  to: number;
  gameType?: string;
  /** 1-based. */
  pageNo: number;
  pageSize: number;
}

/** A bet as the query reads it: the wire row (contract/play.ts `Bet`) but its net amount. */
type BetRow = Omit<Bet, 'netAmount'>;

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
/** The lottery catalogue (code constants) as a SQL table: lottery orders report their prize mode. */
const LOTTERY_GAMES = `(VALUES ${GAMES.map(
  (game) =>
    `(${game.gameId}, ${quote(game.name)}, ${quote(game.prizeMode)}, ${quote(game.vendor)})`,
).join(', ')}) AS lg(game_id, name, game_type, vendor)`;

/**
 * Demo-game rounds plus lottery orders (stake = the bets not cancelled; orders cancelled whole are
 * left out, their money came back), as one list of bets.
 */
const BETS = `(
  SELECT 'game' AS source, r.id, r.round_id AS "roundId", g.name AS "gameName", g.game_type AS "gameType",
    g.vassalage, g.node_id AS "nodeId", r.bet AS "betAmount", r.win AS "winAmount", r.bet_at AS "betTime",
    r.settled_at AS "settleTime", r.status
  FROM game_rounds r JOIN games g ON g.id = r.game_id
  WHERE r.tenant_id = $1 AND r.member_id = $2 AND r.bet_at >= $3 AND r.bet_at < $4
  UNION ALL
  SELECT 'lottery', o.id, 'lottery-order:' || o.id, lg.name, lg.game_type, lg.vendor, o.game_id::text,
    o.total_amount - coalesce((SELECT sum(b.amount) FROM lottery_bets b
      WHERE b.order_id = o.id AND b.status = 'cancelled'), 0),
    o.win_amount, o.created_at, o.settled_at, CASE o.status WHEN 'open' THEN 'pending' ELSE 'settled' END
  FROM lottery_orders o JOIN ${LOTTERY_GAMES} ON lg.game_id = o.game_id
  WHERE o.tenant_id = $1 AND o.member_id = $2 AND o.created_at >= $3 AND o.created_at < $4
    AND o.status <> 'cancelled'
) AS bets WHERE ($5::text IS NULL OR "gameType" = $5)`;

/** The member's bets in the range, newest first, one page of them, and totals over the whole range. */
export async function betHistory(db: Queryable, query: BetHistoryQuery): Promise<BetHistoryPage> {
  const params = [query.tenantId, query.memberId, query.from, query.to, query.gameType ?? null];
  const [totals] = await db.query<{ count: number; totalBet: Minor; totalWin: Minor }>(
    `SELECT count(*) AS count, coalesce(sum("betAmount"), 0) AS "totalBet",
       coalesce(sum("winAmount"), 0) AS "totalWin" FROM ${BETS}`,
    params,
  );
  const rows = await db.query<BetRow & { betAmount: Minor; winAmount: Minor }>(
    `SELECT * FROM ${BETS} ORDER BY "betTime" DESC, source, id DESC LIMIT $6 OFFSET $7`,
    [...params, query.pageSize, (query.pageNo - 1) * query.pageSize],
  );
  const totalCount = totals?.count ?? 0;
  const totalBet = totals?.totalBet ?? minor(0);
  const totalWin = totals?.totalWin ?? minor(0);
  return {
    content: rows.map((row) => ({
      ...majorFields(row, ['betAmount', 'winAmount']),
      netAmount: toMajor(minor(row.winAmount - row.betAmount)),
    })),
    pageNum: query.pageNo,
    totalPages: Math.ceil(totalCount / query.pageSize),
    totalCount,
    footer: {
      totalBet: toMajor(totalBet),
      totalWin: toMajor(totalWin),
      net: toMajor(minor(totalWin - totalBet)),
    },
  };
}
