import { applyRateRounded, minor, type Minor, toMajor, toMinor } from '../../../contract/money';
import type { Queryable } from '../../db/db';

/** The pool every tenant starts from, in its currency. */
export const JACKPOT_BASE = 13_000_000;
/** The share of every real bet (ledger kind `game.bet`) that feeds the pool. */
export const JACKPOT_SHARE = 0.01;

/** `VIS_getJackpot`: the base plus a share of the tenant's bets so far. */
export async function jackpotAmount(db: Queryable, tenantId: string): Promise<number> {
  const [row] = await db.query<{ bets: Minor }>(
    `SELECT COALESCE(-sum(amount), 0) AS bets FROM ledger_entries
     WHERE tenant_id = $1 AND kind = 'game.bet'`,
    [tenantId],
  );
  const share = applyRateRounded(row?.bets ?? minor(0), JACKPOT_SHARE);
  return toMajor(minor(toMinor(JACKPOT_BASE) + share));
}
