import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getAs, LUCKY7, PERLAS, testApp } from './support/app';
import { bet, currentNumero, lgw, placeSlip } from './support/lottery';
import { freshPlayer, gameOf, launch, type Player, playOnce } from './support/play';
import {
  ledgerRows,
  memberWithUpline,
  type Page,
  postKind,
  report,
  transfer,
} from './support/records';

let app: FastifyInstance;
let clock: Awaited<ReturnType<typeof testApp>>['clock'];

beforeAll(async () => {
  ({ app, clock } = await testApp());
});
afterAll(() => app.close());

interface TypeRow {
  gameType: string;
  betCount: number;
  totalBet: number;
  totalWin: number;
  profit: number;
}
interface Summary {
  totalBet: number;
  totalWin: number;
  gameProfit: number;
  deposits: number;
  withdrawals: number;
  bonuses: number;
  rebates: number;
  net: number;
}
const LOTTERY_GAME = 2001; // 3D 1 minute, prize mode ELOTT
const round2 = (value: number) => Math.round(value * 100) / 100;

async function playSlots(player: Player, rounds: number) {
  const slot = await gameOf(app, player.merchant, 'slot', 'min_bet <= 1');
  const { ticket } = await launch(app, player, slot.nodeId);
  for (let index = 0; index < rounds; index++)
    expect((await playOnce(app, ticket, 2)).statusCode).toBe(200);
}

/** A slip of two bets of 10 and 4 (2 × 2), then the 4 cancelled: 10 stays at stake. */
async function lotteryStake(player: Player) {
  const { numero } = await currentNumero(app, player.merchant, LOTTERY_GAME);
  const placed = await placeSlip(app, player.merchant, player.token, {
    gameId: LOTTERY_GAME,
    numero,
    bets: [bet('3D_SUM', 'BIG', 1, 10, 1), bet('3D_SUM', 'SMALL', 1, 2, 2)],
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const bets = placed.json<{ order: { bets: { subOrderId: number; amount: number }[] } }>().order
    .bets;
  const small = bets.find((row) => row.amount === 4)?.subOrderId;
  const cancel = await lgw(app, player.merchant, 'POST', '/lgw/orders/suborders/cancel', {
    token: player.token,
    payload: { subOrderIds: [small] },
  });
  expect(cancel.statusCode).toBe(200);
}

describe('personal profit and loss (GET /wps/report/profitAndLoss)', () => {
  it('adds up the ledger rows of the range, by group and by game type', async () => {
    const { member: player } = await memberWithUpline(app, LUCKY7, 500);
    await postKind(app, player, 'deposit', 300);
    await postKind(app, player, 'withdraw', -120);
    await postKind(app, player, 'withdraw.refund', 20);
    await postKind(app, player, 'promo.bonus', 15.5);
    await postKind(app, player, 'signin.bonus', 1);
    await postKind(app, player, 'rebate', 2.25);
    await playSlots(player, 6);
    await lotteryStake(player);
    expect((await transfer(app, player, { amount: 9 })).json().success).toBe(true);

    const page = await report<Page<TypeRow, Summary>>(app, player, '/wps/report/profitAndLoss');
    const rows = await ledgerRows(app, player.memberId);
    const sum = (kinds: string[]) =>
      round2(
        rows
          .filter((row) => kinds.includes(row.kind))
          .reduce((total, row) => total + row.amount, 0),
      );
    const totalBet = -sum(['game.bet', 'lottery.bet', 'lottery.refund']);
    const totalWin = sum(['game.win', 'lottery.win']);
    expect(totalBet).toBe(22);
    expect(page.footer).toEqual({
      totalBet,
      totalWin,
      gameProfit: round2(totalWin - totalBet),
      deposits: 300,
      withdrawals: 100,
      bonuses: 16.5,
      rebates: 2.25,
      net: round2(totalWin - totalBet + 16.5 + 2.25),
    });
    const byType = Object.fromEntries(page.content.map((row) => [row.gameType, row]));
    expect(byType.ELOTT).toEqual({
      gameType: 'ELOTT',
      betCount: 1,
      totalBet: 10,
      totalWin: 0,
      profit: -10,
    });
    const games = page.content.filter((row) => row.gameType !== 'ELOTT');
    expect(games).toHaveLength(1);
    expect(games[0]).toMatchObject({ betCount: 6, totalBet: 12 });
    expect(round2(page.content.reduce((total, row) => total + row.profit, 0))).toBe(
      page.footer.gameProfit,
    );
    expect(page.totalCount).toBe(2);
  });

  it('answers zeros for an empty range and is off without PERSREP', async () => {
    const player = await freshPlayer(app, LUCKY7, 50);
    const page = await report<Page<TypeRow, Summary>>(
      app,
      player,
      '/wps/report/profitAndLoss?startDate=2024-01-01&endDate=2024-01-31',
    );
    expect(page.content).toEqual([]);
    expect(page.footer).toMatchObject({ totalBet: 0, totalWin: 0, net: 0, deposits: 0 });
    const perlas = await freshPlayer(app, PERLAS, 50);
    const off = (await getAs(app, PERLAS, '/wps/report/profitAndLoss', perlas.token)).json();
    expect(off).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });
});

describe('bet history with lottery orders', () => {
  it('lists the lottery stake next to demo rounds, filtered by its prize mode', async () => {
    const player = await freshPlayer(app, LUCKY7, 200);
    await playSlots(player, 2);
    clock.advance(1000);
    await lotteryStake(player);
    type Bet = {
      source: string;
      gameType: string;
      betAmount: number;
      status: string;
      netAmount: number;
    };
    const all = await report<Page<Bet, { totalBet: number }>>(
      app,
      player,
      '/wps/report/accountGameBetHistory',
    );
    expect(all.totalCount).toBe(3);
    expect(all.content[0]).toMatchObject({
      source: 'lottery',
      gameType: 'ELOTT',
      betAmount: 10,
      status: 'pending',
      netAmount: -10,
    });
    expect(all.footer.totalBet).toBe(14);
    const lottery = await report<Page<Bet, { totalBet: number }>>(
      app,
      player,
      '/wps/report/accountGameBetHistory?gameType=ELOTT',
    );
    expect(lottery.content.map((row) => row.source)).toEqual(['lottery']);
  });
});
