import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HOUR } from '../../server/domain/clock';
import { maskCustomerName } from '../../server/domain/play/rank-list';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-members';
import { seedTenants } from '../../server/db/seed/seed';
import { loadServerTenants } from '../../server/tenants';
import { getAs, LUCKY7, loginToken, PERLAS, ROYAL88, testApp } from './support/app';
import { freshPlayer, gameOf, launch, type Player, playOnce, renewSession } from './support/play';

let app: FastifyInstance;
let clock: Awaited<ReturnType<typeof testApp>>['clock'];

beforeAll(async () => {
  ({ app, clock } = await testApp());
});
afterAll(() => app.close());

interface Winner {
  vo: {
    customerName: string;
    winAmount: number;
    gameName: string;
    iconUrl: string;
    nodeId: string;
  };
}

const rankList = async (merchant: string, query = 'gameCategory=ALL&language=en&limitNum=20') =>
  (await getAs(app, merchant, `/wps/relay/GCSGAME_getRankList?${query}`)).json().value as Winner[];

/** Bets `bet` on Dragon until Dragon wins; returns the win. */
async function winOnTable(player: Player, bet: number) {
  const table = await gameOf(app, player.merchant, 'table');
  const { ticket } = await launch(app, player, table.nodeId);
  for (let deal = 0; deal < 40; deal++) {
    const response = await playOnce(app, ticket, bet, undefined, 'dragon');
    expect(response.statusCode).toBe(200);
    const result = response.json();
    if (result.outcome.result === 'dragon') return result.win as number;
  }
  throw new Error('Dragon never won in 40 deals');
}

describe('winners board (GCSGAME_getRankList)', () => {
  it('is filled by the seed for every tenant, largest win first, names masked', async () => {
    for (const merchant of [LUCKY7, PERLAS, ROYAL88]) {
      const list = await rankList(merchant);
      expect(list.length).toBeGreaterThan(5);
      expect(list.length).toBeLessThanOrEqual(20);
      const amounts = list.map((row) => row.vo.winAmount);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      for (const { vo } of list) {
        expect(vo.customerName).toMatch(/^\w{1,2}\*\*\*\w?$/);
        expect(vo.gameName).not.toBe('');
        expect(vo.iconUrl).not.toBe('');
      }
    }
  });

  it('shows real wins at their place, never trial wins, only in their tenant', async () => {
    const player = await freshPlayer(app, LUCKY7, 200_000);
    const win = await winOnTable(player, 4321.09);
    expect(win).toBe(8642.18);
    const list = await rankList(LUCKY7);
    expect(list).toContainEqual({
      vo: expect.objectContaining({
        customerName: maskCustomerName(player.username),
        winAmount: win,
      }),
    });
    const amounts = list.map((row) => row.vo.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect((await rankList(PERLAS)).map((row) => row.vo.winAmount)).not.toContain(win);

    const trial = await freshPlayer(app, LUCKY7, 60_000, 4);
    const trialWin = await winOnTable(trial, 1234.56);
    expect((await rankList(LUCKY7)).map((row) => row.vo.winAmount)).not.toContain(trialWin);
  });

  it('answers at most limitNum rows and never more than 20', async () => {
    expect(await rankList(LUCKY7, 'gameCategory=ALL&limitNum=3')).toHaveLength(3);
    expect((await rankList(LUCKY7, 'gameCategory=ALL&limitNum=500')).length).toBeLessThanOrEqual(
      20,
    );
  });
});

describe('bet history', () => {
  const history = (player: Player, query: string, path = '/wps/report/accountGameBetHistory') =>
    getAs(app, player.merchant, `${path}?${query}`, player.token);

  it('pages the rounds of the tenant day range, newest first, with totals of the whole range', async () => {
    let player = await freshPlayer(app, LUCKY7, 1000);
    const slot = await gameOf(app, LUCKY7, 'slot', 'min_bet <= 1');
    const played: Array<{ roundId: string; bet: number; win: number }> = [];
    const playSlot = async (count: number) => {
      player = await renewSession(app, player);
      const { ticket } = await launch(app, player, slot.nodeId);
      for (let index = 0; index < count; index++)
        played.push((await playOnce(app, ticket, 1 + index)).json());
    };
    // lucky7 is in São Paulo (UTC−3). The test clock starts 2025-06-01 12:00 UTC.
    await playSlot(1); // 09:00 on 1 June
    clock.advance(14 * HOUR);
    await playSlot(1); // 23:00 on 1 June (already 2 June in UTC)
    clock.advance(2 * HOUR);
    await playSlot(3); // 01:00 on 2 June

    const day1 = (await history(player, 'startDate=2025-06-01&endDate=2025-06-01')).json().value;
    expect(day1.content.map((row: { roundId: string }) => row.roundId)).toEqual([
      played[1]?.roundId,
      played[0]?.roundId,
    ]);
    const day2 = (await history(player, 'startDate=2025-06-02&endDate=2025-06-02')).json().value;
    expect(day2.totalCount).toBe(3);

    const query = 'startDate=2025-06-01&endDate=2025-06-02&pageSize=2';
    const page1 = (await history(player, `${query}&pageNo=1`)).json().value;
    const page3 = (
      await history(player, `${query}&pageNo=3`, '/wps/relay/ODSFE2_getBetHistory')
    ).json().value;
    expect(page1).toMatchObject({ pageNum: 1, totalPages: 3, totalCount: 5 });
    expect(page1.content.map((row: { roundId: string }) => row.roundId)).toEqual([
      played[4]?.roundId,
      played[3]?.roundId,
    ]);
    expect(page3.content).toHaveLength(1);
    expect(page3.content[0]).toMatchObject({
      roundId: played[0]?.roundId,
      gameName: expect.any(String),
      gameType: 'RNG',
      nodeId: slot.nodeId,
      betAmount: played[0]?.bet,
      winAmount: played[0]?.win,
      status: 'settled',
    });
    const totalBet = played.reduce((sum, round) => sum + round.bet, 0);
    const totalWin = played.reduce((sum, round) => sum + round.win, 0);
    expect(page1.footer.totalBet).toBeCloseTo(totalBet, 2);
    expect(page1.footer.totalWin).toBeCloseTo(totalWin, 2);
    expect(page1.footer.net).toBeCloseTo(totalWin - totalBet, 2);
    expect(page3.footer).toEqual(page1.footer);
    for (const row of [...page1.content, ...page3.content])
      expect(row.netAmount).toBeCloseTo(row.winAmount - row.betAmount, 2);

    // Without dates: today in the tenant's zone (2 June, 01:00 there).
    expect((await history(player, '')).json().value.totalCount).toBe(3);
    expect((await history(player, `${query}&gameType=LIVE`)).json().value.totalCount).toBe(0);
  });

  it('refuses guests and impossible ranges', async () => {
    const player = await freshPlayer(app, PERLAS, 10);
    expect((await getAs(app, PERLAS, '/wps/report/accountGameBetHistory')).statusCode).toBe(401);
    for (const query of [
      'startDate=2025-06-03&endDate=2025-06-01',
      'startDate=2025-02-30&endDate=2025-03-01',
      'startDate=2024-01-01&endDate=2025-01-01',
      'startDate=June',
      'pageSize=500',
    ]) {
      const response = await history(player, query);
      expect([query, response.statusCode, response.json().errorCode]).toEqual([
        query,
        400,
        'invalid.request',
      ]);
    }
  });
});

describe('seeded demo rounds', () => {
  it('give demo accounts a history without changing their documented balance, once', async () => {
    const token = await loginToken(app, PERLAS, 'member0');
    const value = (
      await getAs(
        app,
        PERLAS,
        '/wps/report/accountGameBetHistory?startDate=2025-05-25&endDate=2025-06-05',
        token,
      )
    ).json().value;
    expect(value.totalCount).toBeGreaterThan(0);
    const balance = await getAs(app, PERLAS, '/wps/wallets/balance', token);
    expect(balance.json().value.sumBalance).toBe(1000);

    const counts = () =>
      app.deps.db.query(
        'SELECT (SELECT count(*) FROM game_rounds) AS rounds, (SELECT count(*) FROM ledger_entries) AS ledger',
      );
    const before = await counts();
    await seedTenants(app.deps.db, clock, await loadServerTenants(), DEMO_PASSWORD);
    expect(await counts()).toEqual(before);
  });
});
