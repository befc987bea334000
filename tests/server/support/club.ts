import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import { type Minor, toMinor } from '../../../contract/money';
import { applyPosting } from '../../../server/domain/ledger';
import { majorFields } from '../../../server/domain/money-edge';
import { getAs } from './app';
import { gameOf, launch, playOnce, type Player, TENANT_OF } from './play';

/** Plays `bets` on one game of the tenant of this type; returns the accepted bets. */
export async function playBets(
  app: FastifyInstance,
  player: Player,
  gameType: 'RNG' | 'FISH' | 'LIVE',
  bets: number[],
) {
  const kind = gameType === 'LIVE' ? 'table' : 'slot';
  const game = await gameOf(
    app,
    player.merchant,
    kind,
    `game_type = '${gameType}' AND min_bet <= 1`,
  );
  const { ticket } = await launch(app, player, game.nodeId);
  for (const bet of bets) {
    const response = await playOnce(
      app,
      ticket,
      bet,
      undefined,
      kind === 'table' ? 'dragon' : undefined,
    );
    expect(response.statusCode, response.body).toBe(200);
  }
}

/** A deposit as the deposit flow books it (ledger kind `deposit`). */
export async function bookDeposit(app: FastifyInstance, player: Player, amount: number) {
  const { db, now } = app.deps;
  const tenantId = TENANT_OF[player.merchant] ?? '';
  await db.transaction((tx) =>
    applyPosting(tx, now, {
      tenantId,
      memberId: player.memberId,
      amount: toMinor(amount),
      kind: 'deposit',
    }),
  );
}

export function getManualRebate(app: FastifyInstance, player: Player) {
  return getAs(app, player.merchant, '/wps/relay/MCSFE_getManualRebate', player.token);
}

export function getBenefit(app: FastifyInstance, player: Player) {
  return getAs(app, player.merchant, '/wps/relay/MCSFE_getMemberClubBenefit', player.token);
}

export function claim(app: FastifyInstance, player: Player, requestId: string = randomUUID()) {
  return app.inject({
    method: 'POST',
    url: '/wps/relay/MCSFE_claimManualRebate',
    headers: { merchant: player.merchant, authorization: player.token },
    payload: { requestId },
  });
}

export async function rebateLedger(app: FastifyInstance, player: Player) {
  const rows = await app.deps.db.query<{ amount: Minor; reference: string }>(
    "SELECT amount, reference FROM ledger_entries WHERE member_id = $1 AND kind = 'rebate' ORDER BY id",
    [player.memberId],
  );
  return rows.map((row) => majorFields(row, ['amount']));
}
