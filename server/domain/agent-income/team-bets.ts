import type { Minor } from '../../../contract/money';
import type { Queryable } from '../../db/db';
import { MAX_TEAM_DEPTH } from '../agent/team';

/** The team's settled bets of one time bucket, one direct downline's branch and one game type. */
export interface BranchBets {
  /** 0-based index of the bucket (`starts[index]` ≤ bet time < the next start or `to`). */
  bucket: number;
  /** The agent's direct downline this bet came through. */
  childId: number;
  /** True for the direct downline's own bets, false for bets of its team. */
  own: boolean;
  gameType: string;
  validBet: Minor;
  win: Minor;
}

export interface TeamBetsQuery {
  tenantId: string;
  agentId: number;
  /** Ascending bucket starts (epoch ms); the first is the range's start. */
  starts: readonly number[];
  /** End of the last bucket (exclusive). */
  to: number;
  /** Only these direct downlines' branches (all when omitted). */
  childIds?: readonly number[];
}

/**
 * Settled bets of the agent's team (game rounds, and lottery bets as `LOTT`), summed per bucket, branch
 * and game type. Free-trial play and open or cancelled lottery bets are not valid bets.
 */
export function teamBets(db: Queryable, query: TeamBetsQuery): Promise<BranchBets[]> {
  const from = query.starts[0] ?? query.to;
  return db.query<BranchBets>(
    `WITH RECURSIVE branch (id, child_id, level) AS (
       SELECT id, id, 1 FROM members
       WHERE tenant_id = $1 AND upline_id = $2 AND ($6::bigint[] IS NULL OR id = ANY($6::bigint[]))
       UNION ALL
       SELECT m.id, b.child_id, b.level + 1 FROM members m JOIN branch b ON m.upline_id = b.id
       WHERE m.tenant_id = $1 AND b.level < ${MAX_TEAM_DEPTH}
     ),
     bets (member_id, game_type, amount, win, at) AS (
       SELECT r.member_id, g.game_type, r.bet, r.win, r.bet_at FROM game_rounds r JOIN games g ON g.id = r.game_id
       WHERE r.tenant_id = $1 AND NOT r.trial AND r.status = 'settled' AND r.bet_at >= $3 AND r.bet_at < $4
       UNION ALL
       SELECT o.member_id, 'LOTT', lb.amount, lb.win_amount, o.created_at
       FROM lottery_orders o JOIN lottery_bets lb ON lb.order_id = o.id
       WHERE o.tenant_id = $1 AND lb.status IN ('won', 'lost') AND o.created_at >= $3 AND o.created_at < $4
     )
     SELECT width_bucket(x.at, $5::bigint[]) - 1 AS bucket, b.child_id AS "childId", (b.id = b.child_id) AS own,
       x.game_type AS "gameType", sum(x.amount) AS "validBet", sum(x.win) AS win
     FROM branch b JOIN bets x ON x.member_id = b.id
     GROUP BY 1, 2, 3, 4`,
    [
      query.tenantId,
      query.agentId,
      from,
      query.to,
      [...query.starts],
      query.childIds ? [...query.childIds] : null,
    ],
  );
}

/** The agent's direct downlines (id, username, customer type). */
export function directDownlines(
  db: Queryable,
  tenantId: string,
  agentId: number,
  usernameLike?: string,
) {
  return db.query<{ id: number; username: string; customerType: number }>(
    `SELECT id, username, customer_type AS "customerType" FROM members
     WHERE tenant_id = $1 AND upline_id = $2 AND ($3::text IS NULL OR username LIKE '%' || $3 || '%')
     ORDER BY id`,
    [
      tenantId,
      agentId,
      usernameLike ? usernameLike.toLowerCase().replace(/[\\%_]/g, '\\$&') : null,
    ],
  );
}
