import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { minor, toMajor } from '../../contract/money';
import { buildApp } from '../../server/app';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-members';
import { settleDue } from '../../server/domain/lottery/settlement';
import { readServerEnv } from '../../server/env';
import { postLogin, ROYAL88, TEST_LIMITS } from './support/app';
import { manualClock } from './support/clock';
import { playBets } from './support/club';
import { call } from './support/content';
import { decide as decideDeposit, depositChannels, requestDeposit } from './support/deposit';
import { bet, currentNumero, placeSlip } from './support/lottery';
import type { Player } from './support/play';
import { freshPostgresDatabase } from './support/postgres-database';
import { cardOf, withdraw } from './support/withdraw';

// Two servers on one real PostgreSQL behind a round-robin balancer: every request of a player's
// visit goes to the other server than the one before, and the visit works as on one server.
const clock = manualClock();
let one: FastifyInstance;
let two: FastifyInstance;
/** What a load balancer in front of both looks like to the test helpers. */
let balanced: FastifyInstance;
const served: string[] = [];

/** `one` with its `inject` sending each request to the next server in turn. */
function roundRobin(servers: FastifyInstance[]): FastifyInstance {
  let next = 0;
  const inject = (options: InjectOptions) => {
    const index = next;
    next = (next + 1) % servers.length;
    served.push(`server${index + 1}`);
    return servers[index]!.inject(options);
  };
  return new Proxy(servers[0]!, {
    get: (target, property) => (property === 'inject' ? inject : Reflect.get(target, property)),
  });
}

beforeAll(async () => {
  const { databaseUrl } = readServerEnv({ DATABASE_URL: await freshPostgresDatabase() });
  one = await buildApp({ databaseUrl, now: clock, dev: true, limits: TEST_LIMITS });
  two = await buildApp({ databaseUrl, now: clock, dev: true, limits: TEST_LIMITS });
  balanced = roundRobin([one, two]);
}, 120_000);
afterAll(async () => {
  await one?.close();
  await two?.close();
});

const balance = async (app: FastifyInstance, player: Player) =>
  (
    await call<{ sumBalance: number }>(
      app,
      player.merchant,
      player.token,
      'GET',
      '/wps/wallets/balance',
    )
  ).value.sumBalance;

describe('two servers on one PostgreSQL', () => {
  it('carry a visit whose requests alternate: login, deposit, lottery, withdrawal, a game, logout', async () => {
    // Login: the RSA key comes from one server, the encrypted login goes to the other.
    const login = await postLogin(balanced, ROYAL88, {
      username: 'member0',
      password: DEMO_PASSWORD,
      type: 'username',
    });
    const session = login.json<{ value: { token: string } }>().value;
    expect(session.token).toMatch(/^[\w-]{43}$/);
    const [member] = await two.deps.db.query<{ id: number }>(
      `SELECT id FROM members WHERE tenant_id = 'royal88' AND username = 'member0'`,
    );
    const player: Player = {
      token: session.token,
      memberId: member!.id,
      username: 'member0',
      merchant: ROYAL88,
    };
    const start = await balance(balanced, player);
    expect(await balance(balanced, player)).toBe(start);

    // Deposit asked of one server, paid on the other's payment page.
    const [channel] = await depositChannels(balanced, player);
    const deposit = await requestDeposit(balanced, player, { channel: channel!.code, amount: 500 });
    expect(deposit.success).toBe(true);
    expect((await decideDeposit(balanced, deposit.value.payUrl!, 'approve')).statusCode).toBe(303);
    expect(await balance(one, player)).toBe(start + 500);
    expect(await balance(two, player)).toBe(start + 500);

    // A lottery slip of 100 on one server; both servers settle the draw at once, exactly once.
    const { numero, drawInMs } = await currentNumero(balanced, ROYAL88, 1001);
    const slip = await placeSlip(balanced, ROYAL88, player.token, {
      gameId: 1001,
      numero,
      bets: [bet('5D_POSITION', '0,1,2,3,4,5,6,7,8,9||||', 10, 10)],
    });
    expect(slip.statusCode).toBe(200);
    clock.advance(drawInMs + 60_000);
    await Promise.all([settleDue(one.deps.db, clock), settleDue(two.deps.db, clock)]);
    const wins = await one.deps.db.query<{ amount: string }>(
      `SELECT amount FROM ledger_entries WHERE member_id = $1 AND kind = 'lottery.win'`,
      [player.memberId],
    );
    expect(wins.map((row) => toMajor(minor(Number(row.amount))))).toEqual([98]);
    expect(await balance(balanced, player)).toBe(start + 500 - 100 + 98);

    // A withdrawal debits at once, seen by both servers.
    const bankCardId = await cardOf(balanced, player);
    const payout = (await withdraw(balanced, player, { amount: 100, bankCardId })).json();
    expect(payout).toMatchObject({ success: true, value: { balance: start + 398 } });
    expect(await balance(two, player)).toBe(start + 398);

    // A game launched on one server (its signed ticket) is played on the other.
    await playBets(balanced, player, 'RNG', [10, 10]);
    expect(await balance(one, player)).toBe(await balance(two, player));

    // Logout on one server ends the session on both.
    const logout = await call(balanced, ROYAL88, player.token, 'POST', '/wps/session/logout');
    expect(logout.success).toBe(true);
    for (const server of [one, two]) {
      const touch = await server.inject({
        method: 'GET',
        url: '/wps/session/touch',
        headers: { merchant: ROYAL88, authorization: player.token },
      });
      expect(touch.statusCode).toBe(401);
    }
    expect(new Set(served)).toEqual(new Set(['server1', 'server2']));
  });
});
