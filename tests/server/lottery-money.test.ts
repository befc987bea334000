import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Minor } from '../../contract/money';
import { buildApp } from '../../server/app';
import { settleDue } from '../../server/domain/lottery/settlement';
import { majorFields } from '../../server/domain/money-edge';
import { LUCKY7, loginToken, ROYAL88, testApp } from './support/app';
import type { manualClock } from './support/clock';
import { balanceOf, bet, currentNumero, lgw, placeSlip } from './support/lottery';

// Money safety of the lottery: concurrent bets, retried slips, settlement exactly once, tenants apart.
let app: FastifyInstance;
let clock: ReturnType<typeof manualClock>;
const GAME = 2001; // 3D 1 minute

beforeAll(async () => {
  ({ app, clock } = await testApp());
});
afterAll(() => app.close());

async function freePlayer() {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    headers: { merchant: LUCKY7 },
  });
  const { token, userName } = response.json<{ value: { token: string; userName: string } }>().value;
  const [member] = await app.deps.db.query<{ id: number }>(
    `SELECT id FROM members WHERE tenant_id = 'lucky7' AND username = $1`,
    [userName],
  );
  return { token, memberId: member?.id ?? 0 };
}

const ledgerSum = async (memberId: number, kind?: string) => {
  const [row] = await app.deps.db.query<{ total: Minor; n: number }>(
    `SELECT COALESCE(sum(amount), 0) AS total, count(*) AS n FROM ledger_entries
     WHERE member_id = $1 AND ($2::text IS NULL OR kind = $2)`,
    [memberId, kind ?? null],
  );
  return row && majorFields(row, ['total']);
};

describe('concurrent bets', () => {
  it('never overdraw: 25 slips of 100 on a 2,000 balance, exactly 20 accepted', async () => {
    const { token, memberId } = await freePlayer();
    expect(await balanceOf(app, LUCKY7, token)).toBe(2000);
    const { numero } = await currentNumero(app, LUCKY7, GAME);
    const responses = await Promise.all(
      Array.from({ length: 25 }, () =>
        placeSlip(app, LUCKY7, token, {
          gameId: GAME,
          numero,
          bets: [bet('3D_SUM', 'BIG', 1, 10, 10)],
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(20);
    expect(
      responses.filter((response) => response.statusCode === 409).map((r) => r.json().errorCode),
    ).toEqual(Array.from({ length: 5 }, () => 'insufficient.balance'));
    expect(await balanceOf(app, LUCKY7, token)).toBe(0);
    expect((await ledgerSum(memberId))?.total).toBe(0);
    const orders = await lgw(app, LUCKY7, 'GET', '/lgw/orders', { token });
    expect(orders.json<{ totalCount: number }>().totalCount).toBe(20);
  });
});

describe('idempotent slips', () => {
  it('a retried slip (same clientKey), even concurrent or after the close, bets once', async () => {
    const { token, memberId } = await freePlayer();
    const current = await currentNumero(app, LUCKY7, GAME);
    const slip = {
      gameId: GAME,
      numero: current.numero,
      clientKey: randomUUID(),
      bets: [bet('3D_DIRECT', '1|2|3', 1, 2, 5)],
    };
    const tries = await Promise.all(
      Array.from({ length: 6 }, () => placeSlip(app, LUCKY7, token, slip)),
    );
    const ids = tries.map(
      (response) => response.json<{ order: { orderId: number } }>().order.orderId,
    );
    expect(new Set(ids).size).toBe(1);
    expect(
      tries.filter((response) => !response.json<{ replayed: boolean }>().replayed),
    ).toHaveLength(1);
    expect(await balanceOf(app, LUCKY7, token)).toBe(1990);
    expect((await ledgerSum(memberId, 'lottery.bet'))?.n).toBe(1);

    const other = await placeSlip(app, LUCKY7, token, {
      ...slip,
      bets: [bet('3D_DIRECT', '1|2|4', 1, 2, 5)],
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ errorCode: 'lottery.key.reused' });

    clock.advance(current.closeInMs + 1);
    const late = await placeSlip(app, LUCKY7, token, slip);
    expect(late.json()).toMatchObject({ replayed: true, order: { orderId: ids[0] } });
  });
});

describe('settlement', () => {
  it('pays every order exactly once, with settlers racing in one process and from a second server', async () => {
    const players = [await freePlayer(), await freePlayer(), await freePlayer()];
    const current = await currentNumero(app, LUCKY7, GAME);
    for (const player of players) {
      const placed = await placeSlip(app, LUCKY7, player.token, {
        gameId: GAME,
        numero: current.numero,
        // Every digit in the first position: exactly one of these 10 bets wins 9.8 × 1.
        bets: [bet('3D_POSITION', '0,1,2,3,4,5,6,7,8,9||', 10)],
      });
      expect(placed.statusCode).toBe(200);
    }
    const second = await buildApp({
      now: clock,
      dev: true,
      db: { ...app.deps.db, close: async () => {} },
    });
    clock.advance(current.drawInMs);
    try {
      const settled = await Promise.all([
        ...Array.from({ length: 8 }, () => settleDue(app.deps.db, clock)),
        settleDue(second.deps.db, clock, 'lucky7'),
        lgw(second, LUCKY7, 'GET', '/lgw/orders', { token: players[0]?.token }),
      ]);
      expect(settled).toHaveLength(10);
    } finally {
      await second.close();
    }
    for (const player of players) {
      const wins = await ledgerSum(player.memberId, 'lottery.win');
      expect(wins).toEqual({ total: 9.8, n: 1 });
      expect(await balanceOf(app, LUCKY7, player.token)).toBeCloseTo(2000 - 10 + 9.8, 2);
    }
    expect(await settleDue(app.deps.db, clock)).toBe(0);
    const [books] = await app.deps.db.query<{
      open: number;
      paid: number;
      credits: number;
      repeats: number;
    }>(
      `SELECT (SELECT count(*) FROM lottery_orders WHERE status = 'open' AND draw_at <= $1) AS open,
         (SELECT count(*) FROM lottery_orders WHERE status = 'settled' AND win_amount > 0) AS paid,
         (SELECT count(*) FROM ledger_entries WHERE kind = 'lottery.win') AS credits,
         (SELECT count(*) FROM (SELECT reference FROM ledger_entries WHERE kind = 'lottery.win'
            GROUP BY member_id, reference HAVING count(*) > 1) AS twice) AS repeats`,
      [clock()],
    );
    expect(books).toMatchObject({ open: 0, repeats: 0 });
    expect(books?.credits).toBe(books?.paid);
  });
});

describe('tenant isolation', () => {
  it('keeps orders, sessions and game clocks per tenant', async () => {
    const lucky = await loginToken(app, LUCKY7, 'member0');
    const royal = await loginToken(app, ROYAL88, 'member0');
    const current = await currentNumero(app, LUCKY7, GAME);
    const placed = await placeSlip(app, LUCKY7, lucky, {
      gameId: GAME,
      numero: current.numero,
      bets: [bet('3D_SUM', 'ODD', 1)],
    });
    const { orderId } = placed.json<{ order: { orderId: number } }>().order;

    const foreign = await lgw(app, ROYAL88, 'GET', '/lgw/orders/detail', {
      token: royal,
      query: { orderId: String(orderId) },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await lgw(app, ROYAL88, 'GET', '/lgw/orders', { token: lucky })).statusCode).toBe(401);
    const cancel = await lgw(app, ROYAL88, 'POST', '/lgw/orders/suborders/cancel', {
      token: royal,
      payload: {
        subOrderIds: placed
          .json<{ order: { bets: { subOrderId: number }[] } }>()
          .order.bets.map((b) => b.subOrderId),
      },
    });
    expect(cancel.statusCode).toBe(404);

    const royalBefore = await currentNumero(app, ROYAL88, GAME);
    await lgw(app, LUCKY7, 'POST', '/dev/lottery/advance', {
      payload: { gameId: GAME, to: 'draw' },
    });
    expect((await currentNumero(app, LUCKY7, GAME)).numero).not.toBe(current.numero);
    expect((await currentNumero(app, ROYAL88, GAME)).numero).toBe(royalBefore.numero);
    const mine = await lgw(app, LUCKY7, 'GET', '/lgw/orders/detail', {
      token: lucky,
      query: { orderId: String(orderId) },
    });
    expect(mine.json()).toMatchObject({ status: 'settled' });
  });
});
