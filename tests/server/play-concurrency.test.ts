import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import { LUCKY7 } from './support/app';
import { onBothDatabases } from './support/both-databases';
import {
  freshPlayer,
  gameOf,
  launch,
  ledgerSum,
  newRoundId,
  playOnce,
  walletBalance,
} from './support/play';

/** 20 rounds of 5 at once on a balance of 30: never overdrawn, every accepted round fully booked. */
async function concurrentRounds(app: FastifyInstance) {
  const player = await freshPlayer(app, LUCKY7, 30);
  const slot = await gameOf(app, LUCKY7, 'slot', 'min_bet <= 5');
  const { ticket } = await launch(app, player, slot.nodeId);
  const responses = await Promise.all(Array.from({ length: 20 }, () => playOnce(app, ticket, 5)));
  const accepted = responses.filter((response) => response.statusCode === 200).map((r) => r.json());
  const refused = responses.filter((response) => response.statusCode !== 200);
  expect(accepted.length).toBeGreaterThanOrEqual(6);
  for (const response of refused) {
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('insufficient.balance');
  }
  const balance = await walletBalance(app, player.memberId);
  const net = accepted.reduce((sum, result) => sum + result.win - result.bet, 0);
  expect(balance).toBeGreaterThanOrEqual(0);
  expect(balance).toBeCloseTo(30 + net, 2);
  expect(await ledgerSum(app, player.memberId)).toBe(balance);
  const [counts] = await app.deps.db.query<{ rounds: number; bets: number; wins: number }>(
    `SELECT (SELECT count(*) FROM game_rounds WHERE member_id = $1) AS rounds,
       (SELECT count(*) FROM ledger_entries WHERE member_id = $1 AND kind = 'game.bet') AS bets,
       (SELECT count(*) FROM ledger_entries WHERE member_id = $1 AND kind = 'game.win') AS wins`,
    [player.memberId],
  );
  expect(counts).toEqual({
    rounds: accepted.length,
    bets: accepted.length,
    wins: accepted.filter((result) => result.win > 0).length,
  });
}

/** The same round id sent 6 times at once is played once. */
async function concurrentReplays(app: FastifyInstance) {
  const player = await freshPlayer(app, LUCKY7, 50);
  const slot = await gameOf(app, LUCKY7, 'slot', 'min_bet <= 5');
  const { ticket } = await launch(app, player, slot.nodeId);
  const roundId = newRoundId();
  const responses = await Promise.all(
    Array.from({ length: 6 }, () => playOnce(app, ticket, 5, roundId)),
  );
  const bodies = responses.map((response) => response.json());
  expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
  for (const body of bodies) expect(body).toEqual(bodies[0]);
  const rows = await app.deps.db.query(
    "SELECT 1 FROM ledger_entries WHERE member_id = $1 AND kind = 'game.bet'",
    [player.memberId],
  );
  expect(rows).toHaveLength(1);
  expect(await walletBalance(app, player.memberId)).toBeCloseTo(45 + bodies[0].win, 2);
}

onBothDatabases('concurrent rounds', {
  'never overdraws and books every accepted round': concurrentRounds,
  'plays a round id once under concurrent repeats': concurrentReplays,
});
