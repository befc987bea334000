import type { Queryable } from '../../db/db';
import { cents } from './outcome-source';

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

interface BetRow {
  id: number;
  roundId: string;
  gameName: string;
  gameType: string;
  vassalage: string;
  nodeId: string;
  betAmount: number;
  winAmount: number;
  betTime: number;
  settleTime: number;
  status: string;
}

const FILTER = `r.tenant_id = $1 AND r.member_id = $2 AND r.bet_at >= $3 AND r.bet_at < $4
  AND ($5::text IS NULL OR g.game_type = $5)`;

/** The member's rounds in the range, newest first, one page of them, and totals over the whole range. */
export async function betHistory(db: Queryable, query: BetHistoryQuery) {
  const params = [query.tenantId, query.memberId, query.from, query.to, query.gameType ?? null];
  const [totals] = await db.query<{ count: number; totalBet: number; totalWin: number }>(
    `SELECT count(*) AS count, coalesce(sum(r.bet), 0) AS "totalBet", coalesce(sum(r.win), 0) AS "totalWin"
     FROM game_rounds r JOIN games g ON g.id = r.game_id WHERE ${FILTER}`,
    params,
  );
  const rows = await db.query<BetRow>(
    `SELECT r.id, r.round_id AS "roundId", g.name AS "gameName", g.game_type AS "gameType", g.vassalage,
       g.node_id AS "nodeId", r.bet AS "betAmount", r.win AS "winAmount", r.bet_at AS "betTime",
       r.settled_at AS "settleTime", r.status
     FROM game_rounds r JOIN games g ON g.id = r.game_id WHERE ${FILTER}
     ORDER BY r.bet_at DESC, r.id DESC LIMIT $6 OFFSET $7`,
    [...params, query.pageSize, (query.pageNo - 1) * query.pageSize],
  );
  const totalCount = totals?.count ?? 0;
  const totalBet = totals?.totalBet ?? 0;
  const totalWin = totals?.totalWin ?? 0;
  return {
    content: rows.map((row) => ({ ...row, netAmount: cents(row.winAmount - row.betAmount) })),
    pageNum: query.pageNo,
    totalPages: Math.ceil(totalCount / query.pageSize),
    totalCount,
    footer: { totalBet, totalWin, net: cents(totalWin - totalBet) },
  };
}
