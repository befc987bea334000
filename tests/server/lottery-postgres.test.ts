import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../server/app';
import { settleDue } from '../../server/domain/lottery/settlement';
import { readServerEnv } from '../../server/env';
import { LUCKY7 } from './support/app';
import { manualClock } from './support/clock';
import { balanceOf, bet, currentNumero, placeSlip } from './support/lottery';
import { freshPostgresDatabase } from './support/postgres-database';

// Two servers on one real PostgreSQL (truly parallel connections): bets and settlement stay exact.
const clock = manualClock();
let one: FastifyInstance;
let two: FastifyInstance;
const GAME = 1001;

beforeAll(async () => {
  const { databaseUrl } = readServerEnv({ DATABASE_URL: await freshPostgresDatabase() });
  one = await buildApp({ databaseUrl, now: clock, dev: true });
  two = await buildApp({ databaseUrl, now: clock, dev: true });
}, 120_000);
afterAll(async () => {
  await one?.close();
  await two?.close();
});

async function freePlayer() {
  const response = await one.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    headers: { merchant: LUCKY7 },
  });
  return response.json<{ value: { token: string } }>().value.token;
}

describe('lottery on PostgreSQL with two servers', () => {
  it('never overdraws across servers and settles every order exactly once', async () => {
    const players = [await freePlayer(), await freePlayer()];
    const { numero, drawInMs } = await currentNumero(one, LUCKY7, GAME);
    // 24 slips of 100 per player, split over both servers, on a 2,000 balance.
    const slips = players.flatMap((token) =>
      Array.from({ length: 24 }, (_, i) =>
        placeSlip(i % 2 ? one : two, LUCKY7, token, {
          gameId: GAME,
          numero,
          bets: [bet('5D_POSITION', '0,1,2,3,4,5,6,7,8,9||||', 10, 10)],
        }),
      ),
    );
    const codes = (await Promise.all(slips)).map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(40);
    for (const token of players) expect(await balanceOf(one, LUCKY7, token)).toBe(0);

    clock.advance(drawInMs);
    await Promise.all([
      ...Array.from({ length: 4 }, () => settleDue(one.deps.db, clock)),
      ...Array.from({ length: 4 }, () => settleDue(two.deps.db, clock)),
    ]);
    // Each order holds every digit of the first position: it wins 9.8 × 10 once.
    for (const token of players)
      expect(await balanceOf(two, LUCKY7, token)).toBeCloseTo(20 * 98, 2);
    const [books] = await one.deps.db.query<{ credits: number; orders: number }>(
      `SELECT (SELECT count(*) FROM ledger_entries WHERE kind = 'lottery.win') AS credits,
              (SELECT count(*) FROM lottery_orders WHERE status = 'settled') AS orders`,
    );
    expect(books).toEqual({ credits: 40, orders: 40 });
  });
});
