import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LUCKY7, loginToken, testApp } from './support/app';
import type { manualClock } from './support/clock';
import { balanceOf, bet, currentNumero, lgw, placeSlip } from './support/lottery';

// A whole draw cycle of the 1-minute 5D game with the test's clock: bet, close, draw, settle.
let app: FastifyInstance;
let clock: ReturnType<typeof manualClock>;
let token: string;
const GAME = 1001;

beforeAll(async () => {
  ({ app, clock } = await testApp());
  token = await loginToken(app, LUCKY7, 'member0');
});
afterAll(() => app.close());

/** The documented odds, written out independently of the server's play code. */
function expectedWin(content: string, result: string[], unit: number, multiple: number) {
  const hits = content
    .split('|')
    .filter((group, i) => group.split(',').includes(result[i] ?? '')).length;
  return Math.floor(hits * 9.8 * unit * multiple * 100 + 1e-6) / 100;
}

describe('a full draw cycle', () => {
  it('debits the stake, refuses bets after the close, draws, then credits exactly the computed win', async () => {
    const before = await balanceOf(app, LUCKY7, token);
    const current = await currentNumero(app, LUCKY7, GAME);
    expect(current.closeAt).toBe(current.drawAt - 5000);
    const content = '0,1,2,3,4,5,6,7,8,9|1,3,5||7|';
    const placed = await placeSlip(app, LUCKY7, token, {
      gameId: GAME,
      numero: current.numero,
      bets: [bet('5D_POSITION', content, 14, 2, 3), bet('5D_SUM', 'BIG,ODD', 2, 1, 5)],
    });
    expect(placed.statusCode).toBe(200);
    const { order, balance } = placed.json<{
      order: { orderId: number; totalAmount: number };
      balance: number;
    }>();
    expect(order.totalAmount).toBe(14 * 2 * 3 + 2 * 5);
    expect(balance).toBeCloseTo(before - 94, 2);

    clock.advance(current.closeInMs);
    const late = await placeSlip(app, LUCKY7, token, {
      gameId: GAME,
      numero: current.numero,
      bets: [bet('5D_POSITION', '1||||', 1)],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ errorCode: 'lottery.numero.closed' });

    const pending = await lgw(app, LUCKY7, 'GET', '/lgw/orders/detail', {
      token,
      query: { orderId: String(order.orderId) },
    });
    expect(pending.json()).toMatchObject({ status: 'open', draw: null });

    clock.advance(5000);
    const detail = await lgw(app, LUCKY7, 'GET', '/lgw/orders/detail', {
      token,
      query: { orderId: String(order.orderId) },
    });
    const settled = detail.json<{
      status: string;
      winAmount: number;
      draw: { result: string[] };
      bets: { winAmount: number; status: string }[];
    }>();
    expect(settled.status).toBe('settled');
    const { result } = settled.draw;
    expect(result).toHaveLength(5);
    const sum = result.reduce((total, digit) => total + Number(digit), 0);
    const positionWin = expectedWin(content, result, 2, 3);
    const sumWin = ((sum >= 23 ? 1 : 0) + (sum % 2 === 1 ? 1 : 0)) * 1.96 * 5;
    expect(positionWin).toBeGreaterThanOrEqual(19.6); // the first position holds every digit
    expect(settled.bets[0]?.winAmount).toBeCloseTo(positionWin, 2);
    expect(settled.bets[1]?.winAmount).toBeCloseTo(sumWin, 2);
    expect(settled.winAmount).toBeCloseTo(positionWin + sumWin, 2);
    expect(await balanceOf(app, LUCKY7, token)).toBeCloseTo(before - 94 + positionWin + sumWin, 2);

    const draw = await lgw(app, LUCKY7, 'GET', `/lgw/draw/${GAME}`, {
      query: { numero: current.numero },
    });
    expect(draw.json<{ result: string[] }>().result).toEqual(result);
    const recent = await lgw(app, LUCKY7, 'GET', '/lgw/numeros/recent', {
      query: { gameId: String(GAME) },
    });
    expect(recent.json<{ list: { numero: string }[] }>().list[0]?.numero).toBe(current.numero);
  });

  it('refunds a cancelled sub-order before the close and refuses one after it', async () => {
    const current = await currentNumero(app, LUCKY7, GAME);
    const before = await balanceOf(app, LUCKY7, token);
    const placed = await placeSlip(app, LUCKY7, token, {
      gameId: GAME,
      numero: current.numero,
      bets: [bet('5D_FRONT3', '1,2|3|4', 2, 5), bet('5D_SUM', 'SMALL', 1, 10)],
    });
    const { order } = placed.json<{ order: { orderId: number; bets: { subOrderId: number }[] } }>();
    const [first, second] = order.bets;
    const cancel = (id: number | undefined) =>
      lgw(app, LUCKY7, 'POST', '/lgw/orders/suborders/cancel', {
        token,
        payload: { subOrderIds: [id] },
      });
    const refunded = await cancel(first?.subOrderId);
    expect(refunded.json()).toMatchObject({ refunded: 10 });
    expect(await balanceOf(app, LUCKY7, token)).toBeCloseTo(before - 10, 2);
    expect((await cancel(first?.subOrderId)).json()).toMatchObject({
      errorCode: 'lottery.cancel.done',
    });

    clock.advance(current.closeInMs);
    const late = await cancel(second?.subOrderId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ errorCode: 'lottery.cancel.closed' });
    expect(await balanceOf(app, LUCKY7, token)).toBeCloseTo(before - 10, 2);
  });

  it('cancels the whole order when every sub-order is cancelled', async () => {
    clock.advance(10_000);
    const current = await currentNumero(app, LUCKY7, GAME);
    const placed = await placeSlip(app, LUCKY7, token, {
      gameId: GAME,
      numero: current.numero,
      bets: [bet('5D_SUM', 'EVEN', 1)],
    });
    const { order } = placed.json<{ order: { orderId: number; bets: { subOrderId: number }[] } }>();
    await lgw(app, LUCKY7, 'POST', '/lgw/orders/suborders/cancel', {
      token,
      payload: { subOrderIds: order.bets.map((row) => row.subOrderId) },
    });
    const list = await lgw(app, LUCKY7, 'GET', '/lgw/orders', {
      token,
      query: { status: 'cancelled' },
    });
    expect(list.json<{ list: { orderId: number }[] }>().list.map((row) => row.orderId)).toContain(
      order.orderId,
    );
  });
});
