import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import { LUCKY7 } from './support/app';
import { onBothDatabases } from './support/both-databases';
import { claim, playBets, rebateLedger } from './support/club';
import { freshPlayer, ledgerSum, walletBalance } from './support/play';

/** 12 claims with different request ids at once: one pays, the others find nothing. */
async function concurrentClaims(app: FastifyInstance) {
  const player = await freshPlayer(app, LUCKY7, 2000);
  await playBets(app, player, 'RNG', [200, 200, 100]);
  const before = (await walletBalance(app, player.memberId)) ?? 0;
  const answers = (await Promise.all(Array.from({ length: 12 }, () => claim(app, player)))).map(
    (r) => r.json(),
  );
  const paid = answers.filter((answer) => answer.success);
  expect(paid).toHaveLength(1);
  expect(paid[0].value.amount).toBe(2);
  for (const answer of answers.filter((a) => !a.success))
    expect(answer.errorCode).toBe('rebate.nothing');
  expect(await walletBalance(app, player.memberId)).toBeCloseTo(before + 2, 2);
  expect(await rebateLedger(app, player)).toHaveLength(1);
  expect(await ledgerSum(app, player.memberId)).toBe(await walletBalance(app, player.memberId));
}

/** One request id sent 8 times at once: one rebate, every answer the same. */
async function concurrentRepeats(app: FastifyInstance) {
  const player = await freshPlayer(app, LUCKY7, 2000);
  await playBets(app, player, 'FISH', [300, 200]);
  const requestId = 'club-same-request-0001';
  const answers = (
    await Promise.all(Array.from({ length: 8 }, () => claim(app, player, requestId)))
  ).map((r) => r.json());
  for (const answer of answers) {
    expect(answer.success).toBe(true);
    expect({ ...answer.value, replayed: false }).toEqual({ ...answers[0].value, replayed: false });
  }
  expect(answers.filter((answer) => !answer.value.replayed)).toHaveLength(1);
  expect((await rebateLedger(app, player)).map((row) => row.amount)).toEqual([2]);
}

/** Claims racing rounds being played: every round ends up in at most one rebate, paid exactly. */
async function claimsWhilePlaying(app: FastifyInstance) {
  const player = await freshPlayer(app, LUCKY7, 5000);
  await playBets(app, player, 'RNG', [300]);
  await Promise.all([
    playBets(app, player, 'RNG', [300, 300, 300, 300]),
    ...Array.from({ length: 5 }, () => claim(app, player)),
  ]);
  await claim(app, player);
  const rebates = await app.deps.db.query<{ amount: number; bets: number }>(
    `SELECT b.amount, (SELECT sum(r.bet) FROM game_rounds r WHERE r.rebate_id = b.id) AS bets
     FROM rebates b WHERE b.member_id = $1`,
    [player.memberId],
  );
  // Minor units: the rate is 0.4 %, cut to the cent.
  for (const rebate of rebates) expect(rebate.amount).toBe(Math.floor((rebate.bets * 4) / 1000));
  const total = rebates.reduce((sum, rebate) => sum + rebate.bets, 0);
  expect(total).toBe(150_000);
  expect(await ledgerSum(app, player.memberId)).toBe(await walletBalance(app, player.memberId));
}

onBothDatabases('concurrent rebate claims', {
  'pays a rebate once when claims race': concurrentClaims,
  'answers one request id sent at once with one rebate': concurrentRepeats,
  'never pays a round twice while rounds are played': claimsWhilePlaying,
});
