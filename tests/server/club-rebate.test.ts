import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { applyRate, toMinor } from '../../contract/money';
import { rebateRows, toRebateRow } from '../../server/domain/club';
import { getAs, LUCKY7, PERLAS, testApp } from './support/app';
import { claim, getManualRebate, playBets, rebateLedger } from './support/club';
import { freshPlayer, ledgerSum, walletBalance } from './support/play';

interface Row {
  gameType: string;
  rounds: number;
  betAmount: number;
  rate: number;
  rebateAmount: number;
}

const rowOf = (rows: Row[], type: string) => rows.find((row) => row.gameType === type);

describe('rebate arithmetic', () => {
  it('cuts bet × rate down to whole cents, never rounding up', () => {
    const rebateOf = (bet: number, rate: number) => applyRate(toMinor(bet), rate);
    expect(rebateOf(100, 0.005)).toBe(toMinor(0.5));
    expect(rebateOf(33.33, 0.004)).toBe(toMinor(0.13)); // 0.13332
    expect(rebateOf(0.99, 0.004)).toBe(0); // 0.00396
    expect(rebateOf(250, 0.0047)).toBe(toMinor(1.17)); // 1.175 exactly: cut, not rounded
    expect(rebateOf(1234.56, 0.012)).toBe(toMinor(14.81)); // 14.81472
  });

  it('gives one row per rated type and per type with bets, in the ladder order', () => {
    const rows = rebateRows(
      [
        { gameType: 'LIVE', rounds: 2, betAmount: toMinor(40) },
        { gameType: 'RNG', rounds: 3, betAmount: toMinor(300) },
        { gameType: 'XYZ', rounds: 1, betAmount: toMinor(10) },
      ],
      { RNG: 0.004, LIVE: 0.002, FISH: 0.004 },
    ).map(toRebateRow);
    expect(rows.map((row) => row.gameType)).toEqual(['RNG', 'FISH', 'LIVE', 'XYZ']);
    expect(rows).toContainEqual({
      gameType: 'RNG',
      rounds: 3,
      betAmount: 300,
      rate: 0.004,
      rebateAmount: 1.2,
    });
    expect(rows).toContainEqual({
      gameType: 'FISH',
      rounds: 0,
      betAmount: 0,
      rate: 0.004,
      rebateAmount: 0,
    });
    expect(rows).toContainEqual({
      gameType: 'XYZ',
      rounds: 1,
      betAmount: 10,
      rate: 0,
      rebateAmount: 0,
    });
  });
});

describe('manual rebate (MCSFE_getManualRebate, MCSFE_claimManualRebate)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testApp());
  });
  afterAll(() => app.close());

  it('offers the sum over unrebated rounds of bet × the level rate, per game type', async () => {
    const player = await freshPlayer(app, LUCKY7, 1000);
    await playBets(app, player, 'RNG', [100, 50, 50]);
    await playBets(app, player, 'LIVE', [20, 30]);
    const value = (await getManualRebate(app, player)).json().value;
    expect(value).toMatchObject({ level: 0, levelName: 'VIP 0', minAmount: 1 });
    const rng = rowOf(value.rows, 'RNG');
    const live = rowOf(value.rows, 'LIVE');
    expect(rng).toEqual({
      gameType: 'RNG',
      rounds: 3,
      betAmount: 200,
      rate: 0.004,
      rebateAmount: 0.8,
    });
    expect(live).toEqual({
      gameType: 'LIVE',
      rounds: 2,
      betAmount: 50,
      rate: 0.002,
      rebateAmount: 0.1,
    });
    expect(rowOf(value.rows, 'FISH')).toMatchObject({ betAmount: 0, rebateAmount: 0 });
    expect(value.totalBet).toBe(250);
    expect(value.totalAmount).toBe(0.9);
    expect(value.claimable).toBe(false);
  });

  it('credits the claim through the ledger once, then has nothing left to claim', async () => {
    const player = await freshPlayer(app, LUCKY7, 1000);
    await playBets(app, player, 'RNG', [100, 100, 100]);
    const before = await walletBalance(app, player.memberId);
    const shown = (await getManualRebate(app, player)).json().value.totalAmount;
    expect(shown).toBe(1.2);
    const answer = (await claim(app, player)).json();
    expect(answer).toMatchObject({ success: true, value: { amount: 1.2, replayed: false } });
    expect(answer.value.balance).toBeCloseTo((before ?? 0) + 1.2, 2);
    expect(await walletBalance(app, player.memberId)).toBeCloseTo((before ?? 0) + 1.2, 2);
    expect(await ledgerSum(app, player.memberId)).toBe(await walletBalance(app, player.memberId));
    expect((await rebateLedger(app, player)).map((row) => row.amount)).toEqual([1.2]);

    const after = (await getManualRebate(app, player)).json().value;
    expect(after.totalAmount).toBe(0);
    expect(rowOf(after.rows, 'RNG')).toMatchObject({ rounds: 0, betAmount: 0 });
    expect((await claim(app, player)).json()).toMatchObject({
      success: false,
      errorCode: 'rebate.nothing',
    });
  });

  it('answers a repeated request id with the first claim and moves nothing', async () => {
    const player = await freshPlayer(app, LUCKY7, 1000);
    await playBets(app, player, 'FISH', [200, 100]);
    const first = (await claim(app, player, 'club-replay-0001')).json();
    await playBets(app, player, 'FISH', [300]);
    const again = (await claim(app, player, 'club-replay-0001')).json();
    expect(first.value).toMatchObject({ amount: 1.2, replayed: false });
    expect(again.value).toEqual({ ...first.value, replayed: true });
    expect(await rebateLedger(app, player)).toHaveLength(1);
    // The round played after the claim is still there for the next claim.
    const left = (await getManualRebate(app, player)).json().value;
    expect(rowOf(left.rows, 'FISH')).toMatchObject({
      rounds: 1,
      betAmount: 300,
      rebateAmount: 1.2,
    });
  });

  it('never rebates a round twice: the next claim pays only rounds played since', async () => {
    const player = await freshPlayer(app, LUCKY7, 2000);
    await playBets(app, player, 'RNG', [250, 250]);
    expect((await claim(app, player)).json().value.amount).toBe(2);
    await playBets(app, player, 'RNG', [500]);
    expect((await claim(app, player)).json().value.amount).toBe(2);
    const [counts] = await app.deps.db.query<{ rounds: number; rebated: number; rebates: number }>(
      `SELECT count(*) AS rounds, count(rebate_id) AS rebated, count(DISTINCT rebate_id) AS rebates
       FROM game_rounds WHERE member_id = $1`,
      [player.memberId],
    );
    expect(counts).toEqual({ rounds: 3, rebated: 3, rebates: 2 });
    expect((await rebateLedger(app, player)).map((row) => row.amount)).toEqual([2, 2]);
  });

  it('refuses a claim below the minimum and keeps the rounds for later', async () => {
    const player = await freshPlayer(app, LUCKY7, 1000);
    await playBets(app, player, 'RNG', [100]);
    expect((await claim(app, player)).json()).toMatchObject({
      success: false,
      errorCode: 'rebate.below.minimum',
    });
    expect(await rebateLedger(app, player)).toHaveLength(0);
    await playBets(app, player, 'RNG', [200]);
    expect((await claim(app, player)).json().value.amount).toBe(1.2);
  });

  it('refuses trial accounts, tenants without MANPLAYREB3 and malformed request ids', async () => {
    const trial = await freshPlayer(app, LUCKY7, 1000, 4);
    for (const response of [await getManualRebate(app, trial), await claim(app, trial)])
      expect(response.json()).toMatchObject({
        success: false,
        errorCode: 'function.not.available',
      });
    const perlas = await freshPlayer(app, PERLAS, 1000);
    expect((await getManualRebate(app, perlas)).json().errorCode).toBe('function.not.available');
    const player = await freshPlayer(app, LUCKY7, 10);
    expect((await claim(app, player, 'x')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const response = await getAs(app, LUCKY7, '/wps/relay/MCSFE_getManualRebate');
    expect(response.statusCode).toBe(401);
  });
});
