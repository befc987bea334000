import type { Round } from '../../../contract/demo-games';
import { minor } from '../../../contract/money';
import { type Db, isCheckViolation, type Queryable } from '../../db/db';
import { withIdempotency } from '../../db/idempotency';
import type { Clock } from '../clock';
import { applyPosting, InsufficientFundsError } from '../ledger';
import { majorFields } from '../money-edge';
import { checkBet, type PlayableGame, settle } from './game-rules';
import type { OutcomeSource } from './outcome-source';

export interface RoundRequest {
  tenantId: string;
  memberId: number;
  trial: boolean;
  game: PlayableGame;
  /** The client's idempotency key. */
  roundId: string;
  /** As the wire sends it (major units); `checkBet` validates it. */
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
  return row && { ...majorFields(row, ['bet', 'win', 'balance']), replayed: true };
}

/**
 * Plays one round: the bet (`game.bet`) and any win (`game.win`), both referenced by the round id,
 * and the round row are written in one transaction. A repeated round id (even a concurrent one,
 * stopped by the unique indexes) moves nothing and answers the first result.
 */
export function playRound(
  db: Db,
  now: Clock,
  source: OutcomeSource,
  request: RoundRequest,
): Promise<RoundResult> {
  const { tenantId, memberId, roundId } = request;
  return withIdempotency({
    find: () => findRound(db, tenantId, memberId, roundId),
    write: () => recordRound(db, now, source, request),
    replay: (first) => first,
  });
}

/** Settles the round and writes it with its postings in one transaction; an overdraw moves nothing. */
async function recordRound(
  db: Db,
  now: Clock,
  source: OutcomeSource,
  request: RoundRequest,
): Promise<RoundResult> {
  const { tenantId, memberId, roundId, game } = request;
  const bet = checkBet(game, request.bet);
  const { win, outcome, choice } = settle(game, source, bet, request.choice);
  try {
    return await db.transaction(async (tx) => {
      const posting = { tenantId, memberId, reference: roundId };
      let balance = await applyPosting(tx, now, {
        ...posting,
        amount: minor(-bet),
        kind: 'game.bet',
      });
      if (win > 0)
        balance = await applyPosting(tx, now, { ...posting, amount: win, kind: 'game.win' });
      const time = now();
      await tx.query(
        `INSERT INTO game_rounds (tenant_id, member_id, game_id, round_id, bet, win, choice, outcome, trial,
           balance_after, bet_at, settled_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $11)`,
        [
          tenantId,
          memberId,
          game.id,
          roundId,
          bet,
          win,
          choice,
          JSON.stringify(outcome),
          request.trial,
          balance,
          time,
        ],
      );
      return {
        roundId,
        ...majorFields({ bet, win, balance }, ['bet', 'win', 'balance']),
        outcome,
        replayed: false,
      };
    });
  } catch (error) {
    if (isCheckViolation(error)) throw new InsufficientFundsError();
    throw error;
  }
}
