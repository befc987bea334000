import type { ManualRebate, RebateClaim } from '../../../contract/club';
import { type Db, isUniqueViolation, type Queryable } from '../../db/db';
import type { Clock } from '../clock';
import { applyPosting } from '../ledger';
import { belowMinimum, nothingToClaim } from './errors';
import type { ClubLevel } from './levels';
import { rebateRows, sumAmounts, type UnrebatedBets } from './rebate-math';

/** The smallest manual rebate a member may claim. */
export const MIN_REBATE_CLAIM = 1;

const UNREBATED = `r.tenant_id = $1 AND r.member_id = $2 AND r.rebate_id IS NULL AND NOT r.trial
  AND r.status = 'settled'`;

function preview(level: ClubLevel, bets: UnrebatedBets[]): ManualRebate {
  const rows = rebateRows(bets, level.rebateRates);
  const totalAmount = sumAmounts(rows.map((row) => row.rebateAmount));
  return {
    level: level.level,
    levelName: level.name,
    rows,
    totalBet: sumAmounts(rows.map((row) => row.betAmount)),
    totalAmount,
    minAmount: MIN_REBATE_CLAIM,
    claimable: totalAmount >= MIN_REBATE_CLAIM,
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

function betsByType(rounds: readonly { gameType: string; bet: number }[]): UnrebatedBets[] {
  const byType = new Map<string, { rounds: number; cents: number }>();
  for (const round of rounds) {
    const sum = byType.get(round.gameType) ?? { rounds: 0, cents: 0 };
    byType.set(round.gameType, {
      rounds: sum.rounds + 1,
      cents: sum.cents + Math.round(round.bet * 100),
    });
  }
  return [...byType].map(([gameType, sum]) => ({
    gameType,
    rounds: sum.rounds,
    betAmount: sum.cents / 100,
  }));
}

async function priorClaim(db: Queryable, tenantId: string, memberId: number, requestId: string) {
  const [row] = await db.query<Omit<RebateClaim, 'replayed'>>(
    `SELECT id AS "rebateId", amount, balance_after AS balance, level_name AS "levelName", detail AS rows
     FROM rebates WHERE tenant_id = $1 AND member_id = $2 AND request_id = $3`,
    [tenantId, memberId, requestId],
  );
  return row && { ...row, replayed: true };
}

/**
 * Claims the manual rebate: one transaction that locks the member's wallet (claims of a member run one
 * after another), records the rebate, marks its rounds and credits it (`rebate`, reference = request
 * id). A repeated request id answers the first claim; a round is never rebated twice.
 */
export async function claimRebate(
  db: Db,
  now: Clock,
  claim: { tenantId: string; memberId: number; requestId: string; level: ClubLevel },
): Promise<RebateClaim> {
  const { tenantId, memberId, requestId, level } = claim;
  try {
    return await db.transaction(async (tx) => {
      await tx.query(
        'SELECT 1 FROM wallet_accounts WHERE tenant_id = $1 AND member_id = $2 AND account_type_id = 1 FOR UPDATE',
        [tenantId, memberId],
      );
      const prior = await priorClaim(tx, tenantId, memberId, requestId);
      if (prior) return prior;
      // Exactly the locked rounds are paid and marked (a round played meanwhile waits for the next claim).
      const rounds = await tx.query<{ id: number; gameType: string; bet: number }>(
        `SELECT r.id, g.game_type AS "gameType", r.bet FROM game_rounds r JOIN games g ON g.id = r.game_id
         WHERE ${UNREBATED} FOR UPDATE OF r`,
        [tenantId, memberId],
      );
      const found = preview(level, betsByType(rounds));
      if (found.totalAmount <= 0) throw nothingToClaim();
      if (!found.claimable) throw belowMinimum(MIN_REBATE_CLAIM);
      const rows = found.rows.filter((row) => row.rebateAmount > 0);
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
          sumAmounts(rows.map((row) => row.betAmount)),
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
        amount: found.totalAmount,
        balance,
        levelName: level.name,
        rows,
        replayed: false,
      };
    });
  } catch (error) {
    const first = isUniqueViolation(error) && (await priorClaim(db, tenantId, memberId, requestId));
    if (first) return first;
    throw error;
  }
}
