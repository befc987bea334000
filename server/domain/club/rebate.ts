import type { ManualRebate, RebateClaim } from '../../../contract/club';
import { minor, type Minor, sumMinor, toMajor, toMinor } from '../../../contract/money';
import { type Db, type Queryable } from '../../db/db';
import { withIdempotency } from '../../db/idempotency';
import type { Clock } from '../clock';
import { applyPosting } from '../ledger';
import { majorFields } from '../money-edge';
import { belowMinimum, nothingToClaim } from './errors';
import type { ClubLevel } from './levels';
import { rebateRows, toRebateRow, type UnrebatedBets } from './rebate-math';

/** The smallest manual rebate a member may claim (major units). */
export const MIN_REBATE_CLAIM = 1;

const UNREBATED = `r.tenant_id = $1 AND r.member_id = $2 AND r.rebate_id IS NULL AND NOT r.trial
  AND r.status = 'settled'`;

/** What a claim of `bets` pays, in minor units. */
function previewMinor(level: ClubLevel, bets: UnrebatedBets[]) {
  const rows = rebateRows(bets, level.rebateRates);
  const totalAmount = sumMinor(rows.map((row) => row.rebateAmount));
  const totalBet = sumMinor(rows.map((row) => row.betAmount));
  return { rows, totalAmount, totalBet, claimable: totalAmount >= toMinor(MIN_REBATE_CLAIM) };
}

function preview(level: ClubLevel, bets: UnrebatedBets[]): ManualRebate {
  const found = previewMinor(level, bets);
  return {
    level: level.level,
    levelName: level.name,
    rows: found.rows.map(toRebateRow),
    totalBet: toMajor(found.totalBet),
    totalAmount: toMajor(found.totalAmount),
    minAmount: MIN_REBATE_CLAIM,
    claimable: found.claimable,
  };
}

function unrebatedBets(db: Queryable, tenantId: string, memberId: number) {
  return db.query<UnrebatedBets>(
    `SELECT g.game_type AS "gameType", count(*)::int AS rounds, sum(r.bet) AS "betAmount"
     FROM game_rounds r JOIN games g ON g.id = r.game_id WHERE ${UNREBATED} GROUP BY g.game_type`,
    [tenantId, memberId],
  );
}

/** What a claim would pay now: settled rounds not yet rebated, at the member's level's rates. */
export async function rebateAvailable(
  db: Queryable,
  tenantId: string,
  memberId: number,
  level: ClubLevel,
) {
  return preview(level, await unrebatedBets(db, tenantId, memberId));
}

function betsByType(rounds: readonly { gameType: string; bet: Minor }[]): UnrebatedBets[] {
  const byType = new Map<string, UnrebatedBets>();
  for (const round of rounds) {
    const sum = byType.get(round.gameType) ?? {
      gameType: round.gameType,
      rounds: 0,
      betAmount: minor(0),
    };
    byType.set(round.gameType, {
      ...sum,
      rounds: sum.rounds + 1,
      betAmount: minor(sum.betAmount + round.bet),
    });
  }
  return [...byType.values()];
}

async function priorClaim(db: Queryable, tenantId: string, memberId: number, requestId: string) {
  // `detail` keeps the rows in the wire's major units (as answered when the claim was paid).
  const [row] = await db.query<Omit<RebateClaim, 'replayed'>>(
    `SELECT id AS "rebateId", amount, balance_after AS balance, level_name AS "levelName", detail AS rows
     FROM rebates WHERE tenant_id = $1 AND member_id = $2 AND request_id = $3`,
    [tenantId, memberId, requestId],
  );
  return row && { ...majorFields(row, ['amount', 'balance']), replayed: true };
}

/**
 * Claims the manual rebate: one transaction that locks the member's wallet (claims of a member run one
 * after another), records the rebate, marks its rounds and credits it (`rebate`, reference = request
 * id). A repeated request id answers the first claim; a round is never rebated twice.
 */
export function claimRebate(db: Db, now: Clock, claim: Claim): Promise<RebateClaim> {
  const { tenantId, memberId, requestId } = claim;
  return withIdempotency({
    find: () => priorClaim(db, tenantId, memberId, requestId),
    write: () => payClaim(db, now, claim),
    replay: (prior) => prior,
  });
}

interface Claim {
  tenantId: string;
  memberId: number;
  requestId: string;
  level: ClubLevel;
}

function payClaim(db: Db, now: Clock, claim: Claim): Promise<RebateClaim> {
  const { tenantId, memberId, requestId, level } = claim;
  return db.transaction(async (tx) => {
    await tx.query(
      'SELECT 1 FROM wallet_accounts WHERE tenant_id = $1 AND member_id = $2 AND account_type_id = 1 FOR UPDATE',
      [tenantId, memberId],
    );
    // Asked again under the lock: a repeat that waited here finds the first claim, not zero rounds.
    const prior = await priorClaim(tx, tenantId, memberId, requestId);
    if (prior) return prior;
    // Exactly the locked rounds are paid and marked (a round played meanwhile waits for the next claim).
    const rounds = await tx.query<{ id: number; gameType: string; bet: Minor }>(
      `SELECT r.id, g.game_type AS "gameType", r.bet FROM game_rounds r JOIN games g ON g.id = r.game_id
       WHERE ${UNREBATED} FOR UPDATE OF r`,
      [tenantId, memberId],
    );
    const found = previewMinor(level, betsByType(rounds));
    if (found.totalAmount <= 0) throw nothingToClaim();
    if (!found.claimable) throw belowMinimum(MIN_REBATE_CLAIM);
    const paidRows = found.rows.filter((row) => row.rebateAmount > 0);
    const rows = paidRows.map(toRebateRow);
    const paid = new Set(rows.map((row) => row.gameType));
    const time = now();
    const balance = await applyPosting(tx, () => time, {
      tenantId,
      memberId,
      amount: found.totalAmount,
      kind: 'rebate',
      reference: requestId,
    });
    const [rebate] = await tx.query<{ id: number }>(
      `INSERT INTO rebates (tenant_id, member_id, request_id, level, level_name, bet_amount, amount, detail,
         balance_after, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10) RETURNING id`,
      [
        tenantId,
        memberId,
        requestId,
        level.level,
        level.name,
        sumMinor(paidRows.map((row) => row.betAmount)),
        found.totalAmount,
        JSON.stringify(rows),
        balance,
        time,
      ],
    );
    const rebateId = rebate?.id ?? 0;
    const ids = rounds.filter((round) => paid.has(round.gameType)).map((round) => round.id);
    await tx.query('UPDATE game_rounds SET rebate_id = $2 WHERE id = ANY($1::bigint[])', [
      ids,
      rebateId,
    ]);
    return {
      rebateId,
      amount: toMajor(found.totalAmount),
      balance: toMajor(balance),
      levelName: level.name,
      rows,
      replayed: false,
    };
  });
}
