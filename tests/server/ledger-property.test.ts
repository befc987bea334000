import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Minor, minor, toMajor, toMinor } from '../../contract/money';
import type { Clock } from '../../server/domain/clock';
import { claimRebate, ClubError, type ClubLevel, clubLevels } from '../../server/domain/club';
import { createDeposit, decideDeposit, listChannels } from '../../server/domain/deposit';
import { GAME_COLUMNS, type GameRecord } from '../../server/domain/games/game-record';
import { seededSource } from '../../server/domain/play';
import { playRound } from '../../server/domain/play/rounds';
import {
  decideWithdrawal,
  feeOf,
  placeWithdrawal,
  withdrawRules,
} from '../../server/domain/withdraw';
import { LUCKY7, testApp } from './support/app';
import { freshPlayer, type Player } from './support/play';
import { cardOf } from './support/withdraw';

/** One step of a random money history (amounts in cents). */
type Step =
  | { type: 'deposit'; cents: number }
  | { type: 'round'; cents: number; seed: number }
  | { type: 'withdraw'; cents: number; reject: boolean }
  | { type: 'overdraw'; extraCents: number; via: 'round' | 'withdraw' }
  | { type: 'rebate' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ type: fc.constant('deposit'), cents: fc.integer({ min: 1_000, max: 500_000 }) }),
  fc.record({
    type: fc.constant('round'),
    cents: fc.integer({ min: 100, max: 20_000 }),
    seed: fc.nat(),
  }),
  fc.record({
    type: fc.constant('withdraw'),
    cents: fc.integer({ min: 1_000, max: 300_000 }),
    reject: fc.boolean(),
  }),
  fc.record({
    type: fc.constant('overdraw'),
    extraCents: fc.integer({ min: 1, max: 100_000 }),
    via: fc.constantFrom('round', 'withdraw'),
  }),
  fc.constant({ type: 'rebate' } as const),
);

let app: FastifyInstance;
let clock: Clock & { advance(ms: number): void };
let slot: GameRecord;
let level: ClubLevel;
let counter = 0;
const key = (prefix: string) => `${prefix}-${counter++}`;

beforeAll(async () => {
  ({ app, clock } = await testApp());
  const [game] = await app.deps.db.query<GameRecord>(
    `SELECT ${GAME_COLUMNS} FROM games g WHERE g.tenant_id = 'lucky7' AND g.play_kind = 'slot'
     ORDER BY g.min_bet, g.id LIMIT 1`,
  );
  const levels = await clubLevels(app.deps.db, 'lucky7');
  const top = levels.at(-1);
  if (!game || !top) throw new Error('lucky7 has no slot game or club ladder');
  slot = game;
  // The highest rates: more sequences reach the smallest claim.
  level = top;
});
afterAll(() => app.close());

interface Account {
  player: Player;
  bankCardId: number;
}

async function state(player: Player) {
  const { db } = app.deps;
  const [wallet] = await db.query<{ balance: Minor }>(
    'SELECT balance FROM wallet_accounts WHERE member_id = $1 AND account_type_id = 1',
    [player.memberId],
  );
  const rows = await db.query<{ amount: Minor; balanceAfter: Minor }>(
    `SELECT amount, balance_after AS "balanceAfter" FROM ledger_entries
     WHERE member_id = $1 ORDER BY id`,
    [player.memberId],
  );
  return { balance: wallet?.balance ?? minor(-1), rows };
}

function expectConsistent({ balance, rows }: Awaited<ReturnType<typeof state>>) {
  let running = 0;
  for (const row of rows) {
    running += row.amount;
    expect(Number.isSafeInteger(row.amount)).toBe(true);
    expect(row.balanceAfter).toBe(running);
    expect(row.balanceAfter).toBeGreaterThanOrEqual(0);
  }
  expect(running).toBe(balance);
}

/** Runs `attempt`, which must fail: then nothing may have moved. */
async function expectRefused(account: Account, attempt: () => Promise<unknown>) {
  const before = await state(account.player);
  await expect(attempt()).rejects.toBeDefined();
  expect(await state(account.player)).toEqual(before);
}

async function deposit({ player }: Account, cents: number) {
  const [channel] = await listChannels(app.deps.db, 'lucky7');
  if (!channel) throw new Error('lucky7 has no deposit channel');
  const { deposit: placed } = await createDeposit(app.deps.db, clock, {
    tenantId: 'lucky7',
    memberId: player.memberId,
    requestId: key('dep'),
    channel: channel.code,
    // The wire's decimal major units, as a member would type them.
    amount: toMajor(minor(cents)),
  });
  await decideDeposit(app.deps.db, clock, placed.id, 'approved');
}

function round({ player }: Account, cents: number, seed: number) {
  return playRound(app.deps.db, clock, seededSource(`property-${seed}`), {
    tenantId: 'lucky7',
    memberId: player.memberId,
    trial: false,
    game: slot,
    roundId: key('round'),
    bet: toMajor(minor(cents)),
  });
}

async function withdraw({ player, bankCardId }: Account, cents: number) {
  const tenant = app.deps.tenants.byCode('lucky7');
  if (!tenant) throw new Error('no tenant lucky7');
  const rules = await withdrawRules(app.deps.db, tenant);
  const amount = minor(cents);
  return placeWithdrawal(app.deps.db, clock, {
    tenantId: 'lucky7',
    memberId: player.memberId,
    requestId: key('wd'),
    bankCardId,
    amount,
    fee: feeOf(rules, amount),
    dailyCount: Number.MAX_SAFE_INTEGER,
    today: [0, Number.MAX_SAFE_INTEGER],
  });
}

async function run(account: Account, next: Step) {
  clock.advance(1_000);
  const { balance } = await state(account.player);
  switch (next.type) {
    case 'deposit':
      return deposit(account, next.cents);
    case 'round':
      if (next.cents > balance || next.cents < toMinor(slot.minBet))
        return expectRefused(account, () => round(account, next.cents, next.seed));
      return round(account, next.cents, next.seed);
    case 'withdraw': {
      if (next.cents > balance) return expectRefused(account, () => withdraw(account, next.cents));
      const placed = await withdraw(account, next.cents);
      if (next.reject)
        await decideWithdrawal(app.deps.db, clock, 'lucky7', placed.withdrawal.id, 'reject');
      return placed;
    }
    case 'overdraw': {
      const cents = Math.max(balance + next.extraCents, 1_000);
      if (next.via === 'round' && cents <= 1_000_000)
        return expectRefused(account, () => round(account, cents, 0));
      return expectRefused(account, () => withdraw(account, cents));
    }
    case 'rebate': {
      const before = await state(account.player);
      try {
        return await claimRebate(app.deps.db, clock, {
          tenantId: 'lucky7',
          memberId: account.player.memberId,
          requestId: key('rebate'),
          level,
        });
      } catch (error) {
        // Nothing to claim, or below the minimum: a refusal that must not move money either.
        expect(error).toBeInstanceOf(ClubError);
        expect(await state(account.player)).toEqual(before);
        return undefined;
      }
    }
  }
}

/**
 * Random sequences of deposits, game rounds (bets and wins), withdrawals (with their fee, some
 * refused by the operator), rebate claims and overdrawing attempts, through the real domain
 * functions: after every step the ledger sums to the wallet to the minor unit, each row's
 * balance_after chains from the row before, no balance is negative, and a refused step moves nothing.
 */
describe('ledger property', () => {
  it('keeps every wallet equal to its ledger, to the minor unit', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1_000, max: 500_000 }),
        fc.array(step, { minLength: 1, maxLength: 20 }),
        async (opening, steps) => {
          const player = await freshPlayer(app, LUCKY7, 0);
          const account = { player, bankCardId: await cardOf(app, player) };
          for (const next of [{ type: 'deposit', cents: opening } as const, ...steps]) {
            await run(account, next);
            expectConsistent(await state(player));
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
