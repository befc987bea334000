import type { Round } from '../../../contract/demo-games';
import { type Db, isCheckViolation, isUniqueViolation, type Queryable } from '../../db/db';
import type { Clock } from '../clock';
import { applyPosting, InsufficientFundsError } from '../ledger';
import { checkBet, type PlayableGame, settle } from './game-rules';
import type { OutcomeSource } from './outcome-source';

export interface RoundRequest {
  tenantId: string;
  memberId: number;
  trial: boolean;
  game: PlayableGame;
  /** The client's idempotency key. */
  roundId: string;
  bet: number;
  choice?: unknown;
}

/** The round as the demo API answers it, and whether it was played before. */
export interface RoundResult extends Round {
  /** The round id was played before: nothing moved, this is the first answer again. */
  replayed: boolean;
}

async function findRound(db: Queryable, tenantId: string, memberId: number, roundId: string) {
  const [row] = await db.query<Omit<RoundResult, 'replayed'>>(
    `SELECT round_id AS "roundId", bet, win, outcome, balance_after AS balance FROM game_rounds
     WHERE tenant_id = $1 AND member_id = $2 AND round_id = $3`,
    [tenantId, memberId, roundId],
  );
  return row && { ...row, replayed: true };
}

/**
 * Plays one round: the bet (`game.bet`) and any win (`game.win`), both referenced by the round id,
 * and the round row are written in one transaction. A repeated round id (even a concurrent one,
 * stopped by the unique indexes) moves nothing and answers the first result.
 */
export async function playRound(
  db: Db,
  now: Clock,
  source: OutcomeSource,
  request: RoundRequest,
): Promise<RoundResult> {
  const { tenantId, memberId, roundId, bet, game } = request;
  const prior = await findRound(db, tenantId, memberId, roundId);
  if (prior) return prior;
  checkBet(game, bet);
  const { win, outcome, choice } = settle(game, source, bet, request.choice);
  try {
    return await db.transaction(async (tx) => {
      const posting = { tenantId, memberId, reference: roundId };
      let balance = await applyPosting(tx, now, { ...posting, amount: -bet, kind: 'game.bet' });
      if (win > 0)
        balance = await applyPosting(tx, now, { ...posting, amount: win, kind: 'game.win' });
      const time = now();
      await tx.query(
        `INSERT INTO game_rounds (tenant_id, member_id, game_id, round_id, bet, win, choice, outcome, trial,
           balance_after, bet_at, settled_at)
         VALUES ($1, $2, $3, $4, $5::numeric, $6::numeric, $7, $8::jsonb, $9, $10::numeric, $11, $11)`,
        [
          tenantId,
          memberId,
          game.id,
          roundId,
          bet.toFixed(2),
          win.toFixed(2),
          choice,
          JSON.stringify(outcome),
          request.trial,
          balance.toFixed(2),
          time,
        ],
      );
      return { roundId, bet, win, outcome, balance, replayed: false };
    });
  } catch (error) {
    if (isCheckViolation(error)) throw new InsufficientFundsError();
    const first = isUniqueViolation(error) && (await findRound(db, tenantId, memberId, roundId));
    if (first) return first;
    throw error;
  }
}
