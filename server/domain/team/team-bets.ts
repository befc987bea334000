import { type Minor, minor, toMajor } from '../../../contract/money';
import type { TeamBet } from '../../../contract/team';
import type { Queryable } from '../../db/db';
import { teamSql } from '../agent/team';
import { GAMES } from '../lottery/catalogue';
import { majorFields } from '../money-edge';

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
/** The lottery catalogue (code constants) as a SQL table: names and prize modes of orders' games. */
const LOTTERY_GAMES = `(VALUES ${GAMES.map(
  (game) => `(${game.gameId}, ${quote(game.name)}, ${quote(game.prizeMode)})`,
).join(', ')}) AS lg(game_id, name, game_type)`;

/**
 * `WITH RECURSIVE team …, bets AS (…)`: the bets of the team of agent `$2` (tenant `$1`) placed in
 * [`$3`, `$4`): demo-game rounds and lottery orders (stake = bets not cancelled; orders cancelled whole
 * left out). `valid` is the settled stake; `win` counts settled orders only.
 */
export const TEAM_BETS = `${teamSql('$1', '$2')}, bets AS (
  SELECT 'game' AS source, r.id, r.member_id, t.level, r.round_id AS "roundId", g.name AS "gameName",
    g.game_type AS "gameType", r.bet, r.bet AS valid, r.win, r.bet_at AS "betTime", r.settled_at AS "settleTime",
    r.status
  FROM game_rounds r JOIN team t ON t.id = r.member_id JOIN games g ON g.id = r.game_id
  WHERE r.tenant_id = $1 AND r.bet_at >= $3 AND r.bet_at < $4 AND NOT r.trial
  UNION ALL
  SELECT 'lottery', o.id, o.member_id, t.level, 'lottery-order:' || o.id, lg.name, lg.game_type, s.stake,
    CASE WHEN o.status = 'settled' THEN s.stake ELSE 0 END, o.win_amount, o.created_at, o.settled_at,
    CASE o.status WHEN 'open' THEN 'pending' ELSE 'settled' END
  FROM lottery_orders o JOIN team t ON t.id = o.member_id JOIN ${LOTTERY_GAMES} ON lg.game_id = o.game_id
  CROSS JOIN LATERAL (SELECT o.total_amount - coalesce((SELECT sum(b.amount) FROM lottery_bets b
      WHERE b.order_id = o.id AND b.status = 'cancelled'), 0) AS stake) s
  WHERE o.tenant_id = $1 AND o.created_at >= $3 AND o.created_at < $4 AND o.status <> 'cancelled'
)`;

export interface TeamBetQuery {
  tenantId: string;
  agentId: number;
  from: number;
  to: number;
  /** Exact username (case-insensitive) of one team member. */
  username?: string;
  gameType?: string;
  pageNo: number;
  pageSize: number;
}

/** A bet as the query reads it; the answer adds `netAmount`. */
type TeamBetRow = Omit<TeamBet, 'netAmount'>;

const FILTERED = `FROM bets JOIN members m ON m.id = bets.member_id
  WHERE ($5::text IS NULL OR m.username = $5) AND ($6::text IS NULL OR bets."gameType" = $6)`;

/** One page of the team's bets, newest first, with totals over every bet the filters keep. */
export async function teamBets(db: Queryable, query: TeamBetQuery) {
  const params = [
    query.tenantId,
    query.agentId,
    query.from,
    query.to,
    query.username?.trim().toLowerCase() || null,
    query.gameType ?? null,
  ];
  const [totals] = await db.query<{ count: number; bet: Minor; win: Minor }>(
    `${TEAM_BETS} SELECT count(*) AS count, coalesce(sum(bets.bet), 0) AS bet, coalesce(sum(bets.win), 0) AS win
     ${FILTERED}`,
    params,
  );
  const rows = await db.query<TeamBetRow & { betAmount: Minor; winAmount: Minor }>(
    `${TEAM_BETS} SELECT bets.source, bets.id, m.username, bets.level, bets."roundId", bets."gameName",
       bets."gameType", bets.bet AS "betAmount", bets.win AS "winAmount", bets."betTime", bets."settleTime",
       bets.status
     ${FILTERED} ORDER BY bets."betTime" DESC, bets.source, bets.id DESC LIMIT $7 OFFSET $8`,
    [...params, query.pageSize, (query.pageNo - 1) * query.pageSize],
  );
  const totalCount = totals?.count ?? 0;
  const totalBet = totals?.bet ?? minor(0);
  const totalWin = totals?.win ?? minor(0);
  return {
    content: rows.map((row) => ({
      ...majorFields(row, ['betAmount', 'winAmount']),
      netAmount: toMajor(minor(row.winAmount - row.betAmount)),
    })),
    totalCount,
    footer: {
      totalBet: toMajor(totalBet),
      totalWin: toMajor(totalWin),
      totalNet: toMajor(minor(totalWin - totalBet)),
    },
  };
}
