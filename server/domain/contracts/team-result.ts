import { type Minor, minor } from '../../../contract/money';
import type { Queryable } from '../../db/db';
import { teamSql } from '../agent/team';

export interface TeamResult {
  /** Settled real-money stakes of the team's game rounds and lottery orders. */
  validBet: Minor;
  /** Wins minus stakes, as the team sees it: negative when the team lost. */
  profitLoss: Minor;
}

/** The agent's team (downlines at every level) over [from, to): what contracts are paid on. */
export async function teamResult(
  db: Queryable,
  tenantId: string,
  agentId: number,
  [from, to]: [number, number],
): Promise<TeamResult> {
  const [row] = await db.query<{ validBet: number | null; profitLoss: number | null }>(
    `${teamSql('$1', '$2')},
     bets (bet, win) AS (
       SELECT r.bet, r.win FROM game_rounds r JOIN team t ON t.id = r.member_id
       WHERE r.tenant_id = $1 AND NOT r.trial AND r.settled_at >= $3 AND r.settled_at < $4
       UNION ALL
       SELECT o.total_amount, o.win_amount FROM lottery_orders o JOIN team t ON t.id = o.member_id
       WHERE o.tenant_id = $1 AND o.status = 'settled' AND o.settled_at >= $3 AND o.settled_at < $4
     )
     SELECT sum(bet) AS "validBet", sum(win - bet) AS "profitLoss" FROM bets`,
    [tenantId, agentId, from, to],
  );
  return {
    validBet: minor(Number(row?.validBet ?? 0)),
    profitLoss: minor(Number(row?.profitLoss ?? 0)),
  };
}
