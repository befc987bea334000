import type { Queryable } from '../../db/db';

/** The pool every tenant starts from, in its currency. */
export const JACKPOT_BASE = 13_000_000;
/** The share of every real bet (ledger kind `game.bet`) that feeds the pool. */
export const JACKPOT_SHARE = 0.01;

/** `VIS_getJackpot`: the base plus a share of the tenant's bets so far. */
export async function jackpotAmount(db: Queryable, tenantId: string): Promise<number> {
  const [row] = await db.query<{ bets: number }>(
    `SELECT COALESCE(-sum(amount), 0)::numeric AS bets FROM ledger_entries
     WHERE tenant_id = $1 AND kind = 'game.bet'`,
    [tenantId],
  );
  return Math.round((JACKPOT_BASE + (row?.bets ?? 0) * JACKPOT_SHARE) * 100) / 100;
}
