import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Minor, toMinor } from '../../contract/money';
import { earnedLevel } from '../../server/domain/club';
import { majorFields } from '../../server/domain/money-edge';
import { getAs, LUCKY7, loginToken, PERLAS, ROYAL88, testApp } from './support/app';
import { bookDeposit, claim, getBenefit, getManualRebate, playBets } from './support/club';
import { freshPlayer, type Player, walletBalance } from './support/play';

const levels = [0, 1, 2].map((level) => ({
  level,
  depositThreshold: toMinor([0, 100, 500][level] ?? 0),
  turnoverThreshold: toMinor([0, 1000, 5000][level] ?? 0),
}));

const bonuses = async (app: FastifyInstance, player: Player) => {
  const rows = await app.deps.db.query<{ amount: Minor; reference: string }>(
    "SELECT amount, reference FROM ledger_entries WHERE member_id = $1 AND kind = 'promo.bonus' ORDER BY id",
    [player.memberId],
  );
  return rows.map((row) => majorFields(row, ['amount']));
};

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => app.close());

describe('VIP thresholds', () => {
  it('needs both the deposit and the turnover threshold of a level', () => {
    const at = (deposit: number, turnover: number) =>
      earnedLevel(levels as never, { deposit: toMinor(deposit), turnover: toMinor(turnover) });
    expect(at(0, 0)).toBe(0);
    expect(at(100, 999.99)).toBe(0);
    expect(at(99.99, 1000)).toBe(0);
    expect(at(100, 1000)).toBe(1);
    expect(at(5000, 1000)).toBe(1);
    expect(at(500, 5000)).toBe(2);
  });
});

describe('member club benefit (MCSFE_getMemberClubBenefit)', () => {
  it('publishes the ladder VIP 0…10 with rising thresholds and rates per game type', async () => {
    const player = await freshPlayer(app, LUCKY7, 0);
    const value = (await getBenefit(app, player)).json().value;
    expect(value.levels.map((level: { levelName: string }) => level.levelName)).toEqual(
      Array.from({ length: 11 }, (_, n) => `VIP ${n}`),
    );
    for (const [index, level] of value.levels.entries()) {
      if (index === 0) continue;
      const below = value.levels[index - 1];
      expect(level.depositThreshold).toBeGreaterThan(below.depositThreshold);
      expect(level.turnoverThreshold).toBeGreaterThan(below.turnoverThreshold);
    }
    expect(value.levels[2].rebateRates).toContainEqual({ gameType: 'RNG', rate: 0.006 });
    expect(value).toMatchObject({
      level: 0,
      levelName: 'VIP 0',
      totals: { deposit: 0, turnover: 0 },
      next: {
        level: 1,
        deposit: { current: 0, required: 100 },
        turnover: { current: 0, required: 1000 },
      },
    });
  });

  it('agrees with the seeded clubLabel of member info', async () => {
    const token = await loginToken(app, LUCKY7, 'member0');
    const info = (await getAs(app, LUCKY7, '/wps/member/info', token)).json().value;
    const value = (await getAs(app, LUCKY7, '/wps/relay/MCSFE_getMemberClubBenefit', token)).json()
      .value;
    expect(info.clubLabel).toEqual({ labelName: 'VIP 2' });
    expect(value).toMatchObject({ level: 2, levelName: 'VIP 2', next: { level: 3 } });
  });

  it('counts deposits and bets, raises the label and credits each upgrade bonus once', async () => {
    const player = await freshPlayer(app, LUCKY7, 6000);
    await bookDeposit(app, player, 100);
    await playBets(app, player, 'RNG', [500, 499]);
    let value = (await getBenefit(app, player)).json().value;
    expect(value).toMatchObject({
      level: 0,
      totals: { deposit: 100, turnover: 999 },
      upgradedTo: [],
    });
    await playBets(app, player, 'RNG', [1]);
    const before = (await walletBalance(app, player.memberId)) ?? 0;
    value = (await getBenefit(app, player)).json().value;
    expect(value).toMatchObject({
      level: 1,
      levelName: 'VIP 1',
      upgradedTo: [1],
      next: { level: 2 },
    });
    expect(await walletBalance(app, player.memberId)).toBeCloseTo(before + 5, 2);
    const info = (await getAs(app, LUCKY7, '/wps/member/info', player.token)).json().value;
    expect(info.clubLabel).toEqual({ labelName: 'VIP 1' });

    await bookDeposit(app, player, 400);
    await playBets(app, player, 'RNG', [1000, 1000, 1000, 1000]);
    const again = await Promise.all([getBenefit(app, player), getBenefit(app, player)]);
    expect(again.map((response) => response.json().value.level)).toEqual([2, 2]);
    expect(await bonuses(app, player)).toEqual([
      { amount: 5, reference: 'club.upgrade.1' },
      { amount: 18, reference: 'club.upgrade.2' },
    ]);
    // The new level's rates apply to the rebate.
    expect((await getManualRebate(app, player)).json().value).toMatchObject({
      level: 2,
      levelName: 'VIP 2',
    });
  });

  it('refuses trial accounts', async () => {
    const trial = await freshPlayer(app, LUCKY7, 100, 4);
    expect((await getBenefit(app, trial)).json().errorCode).toBe('function.not.available');
  });
});

describe('rebate report (/wps/report/rebate)', () => {
  const report = (player: Player, query = '') =>
    getAs(app, player.merchant, `/wps/report/rebate?pageSize=1${query}`, player.token);

  it('pages the claimed rebates with their per-type detail and totals', async () => {
    const player = await freshPlayer(app, LUCKY7, 3000);
    await playBets(app, player, 'RNG', [250]);
    await playBets(app, player, 'LIVE', [100]);
    const first = (await claim(app, player)).json().value;
    await playBets(app, player, 'FISH', [500]);
    const second = (await claim(app, player)).json().value;
    const page1 = (await report(player)).json().value;
    expect(page1).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: 2 });
    expect(page1.footer).toEqual({ totalAmount: first.amount + second.amount, totalBet: 850 });
    expect(page1.content).toEqual([
      expect.objectContaining({
        id: second.rebateId,
        amount: 2,
        betAmount: 500,
        levelName: 'VIP 0',
        rebateType: 'MANUAL',
        status: 'issued',
        details: [{ gameType: 'FISH', rounds: 1, betAmount: 500, rate: 0.004, rebateAmount: 2 }],
      }),
    ]);
    const page2 = (await report(player, '&pageNo=2')).json().value;
    expect(page2.content[0]).toMatchObject({ id: first.rebateId, amount: 1.2, betAmount: 350 });
    expect(page2.content[0].details).toEqual([
      { gameType: 'RNG', rounds: 1, betAmount: 250, rate: 0.004, rebateAmount: 1 },
      { gameType: 'LIVE', rounds: 1, betAmount: 100, rate: 0.002, rebateAmount: 0.2 },
    ]);
    const old = (await report(player, '&startDate=2020-01-01&endDate=2020-01-31')).json().value;
    expect(old).toMatchObject({ content: [], totalCount: 0, footer: { totalAmount: 0 } });
  });

  it('answers function.not.available without PLYRBT and 400 on a bad range', async () => {
    const perlas = await freshPlayer(app, PERLAS, 0);
    expect((await report(perlas)).json().errorCode).toBe('function.not.available');
    const royal = await freshPlayer(app, ROYAL88, 0);
    expect((await report(royal)).json()).toMatchObject({ success: true, value: { totalCount: 0 } });
    expect((await report(royal, '&startDate=2024-02-10&endDate=2024-02-01')).statusCode).toBe(400);
  });
});

describe('tenant isolation', () => {
  it("a token of one merchant reads nothing of another's club", async () => {
    const player = await freshPlayer(app, LUCKY7, 1000);
    await playBets(app, player, 'RNG', [300]);
    await claim(app, player);
    for (const path of [
      '/wps/relay/MCSFE_getMemberClubBenefit',
      '/wps/relay/MCSFE_getManualRebate',
      '/wps/report/rebate',
    ])
      expect((await getAs(app, ROYAL88, path, player.token)).statusCode).toBe(401);
  });

  it("a tenant's ladder is its own", async () => {
    await app.deps.db.query(
      "UPDATE club_rebate_rates SET rate = 0.01 WHERE tenant_id = 'royal88' AND level = 0 AND game_type = 'RNG'",
    );
    const royal = await freshPlayer(app, ROYAL88, 1000);
    const lucky = await freshPlayer(app, LUCKY7, 1000);
    const rateOf = async (player: Player) =>
      (await getBenefit(app, player))
        .json()
        .value.levels[0].rebateRates.find((rate: { gameType: string }) => rate.gameType === 'RNG')
        .rate;
    expect(await rateOf(royal)).toBe(0.01);
    expect(await rateOf(lucky)).toBe(0.004);
  });
});
