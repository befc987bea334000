import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { minor } from '../../contract/money';
import type { SlipBet } from '../../contract/lottery-orders';
import type { Db, Queryable } from '../../server/db/db';
import { post, walletAccounts } from '../../server/domain/ledger';
import { placeSlip } from '../../server/domain/lottery/betting';
import { cancelBets } from '../../server/domain/lottery/cancel';
import { recentDraws } from '../../server/domain/lottery/draws';
import { openSlot } from '../../server/domain/lottery/schedule';
import { settleDue } from '../../server/domain/lottery/settlement';
import { GAMES } from '../../server/domain/lottery/catalogue';
import { tenantGame, tenantGames } from '../../server/domain/lottery/tenant-games';
import { gameViews } from '../../server/domain/lottery/views';
import { manualClock } from './support/clock';
import { openLedgerMember } from './support/ledger-member';

// Query counts of the lottery's hot paths: they must not grow with the number of bets or draws.
const GAME = 2001; // 3D 1 minute: a numero every 60 s
const clock = manualClock();
let db: Db;
let bettor: { tenantId: string; memberId: number };

/** The Db with every statement (in or out of a transaction) counted. */
function counting(inner: Db) {
  const statements: string[] = [];
  const wrap = (queryable: Queryable): Queryable => ({
    query: (sql, params) => {
      statements.push(sql);
      return queryable.query(sql, params);
    },
  });
  const db: Db = {
    ...wrap(inner),
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))),
    exclusively: (lockId, fn) => inner.exclusively(lockId, fn),
    exec: (sql) => inner.exec(sql),
    close: () => inner.close(),
  };
  return { db, statements };
}

async function countOf(run: (db: Db) => Promise<unknown>) {
  const counted = counting(db);
  await run(counted.db);
  return counted.statements.length;
}

beforeAll(async () => {
  const opened = await openLedgerMember('bettor', clock);
  db = opened.db;
  bettor = { tenantId: opened.tenantId, memberId: opened.memberId };
  await db.query(`INSERT INTO lottery_games (tenant_id, game_id) VALUES ('t1', $1)`, [GAME]);
  await post(db, clock, { ...bettor, amount: minor(10_000_000), kind: 'deposit' });
});
afterAll(() => db.close());

const OPTIONS = ['BIG', 'SMALL', 'ODD', 'EVEN'];
const bets = (count: number): SlipBet[] =>
  Array.from({ length: count }, (_, index) => ({
    playId: '3D_SUM',
    content: OPTIONS[index % OPTIONS.length] ?? 'BIG',
    unit: 1,
    multiple: 1 + Math.floor(index / OPTIONS.length),
    betCount: 1,
    amount: 1 + Math.floor(index / OPTIONS.length),
  }));

async function slipOf(count: number) {
  const row = await tenantGame(db, 't1', GAME);
  const { numero } = openSlot(row.game.schedule, clock());
  return { gameId: GAME, numero, clientKey: randomUUID(), bets: bets(count) };
}

const betIdsOf = async (orderId: number) =>
  (
    await db.query<{ id: number }>('SELECT id FROM lottery_bets WHERE order_id = $1 ORDER BY id', [
      orderId,
    ])
  ).map((row) => row.id);

describe('lottery query counts', () => {
  it('places a slip in the same number of queries for 1 and 10 bets', async () => {
    const one = await countOf(async (counted) =>
      placeSlip(counted, clock, bettor, await slipOf(1)),
    );
    const ten = await countOf(async (counted) =>
      placeSlip(counted, clock, bettor, await slipOf(10)),
    );
    console.info(`placeSlip queries: 1 bet ${one}, 10 bets ${ten}`);
    expect(ten).toBe(one);
  });

  it('settles an order in the same number of queries for 2 and 10 bets', async () => {
    clock.advance(60_000);
    await settleDue(db, clock, 't1'); // the slips of the test before
    const settleCount = async (betCount: number) => {
      const { orderId } = await placeSlip(db, clock, bettor, await slipOf(betCount));
      clock.advance(60_000);
      const count = await countOf((counted) => settleDue(counted, clock, 't1'));
      const [order] = await db.query<{ status: string }>(
        'SELECT status FROM lottery_orders WHERE id = $1',
        [orderId],
      );
      expect(order?.status).toBe('settled');
      return count;
    };
    // BIG and SMALL: one of them wins, so both orders pay a win through the ledger.
    const two = await settleCount(2);
    const ten = await settleCount(10);
    console.info(`settleDue queries: 2 bets ${two}, 10 bets ${ten}`);
    expect(ten).toBe(two);
  });

  it('cancels and refunds 1 or 10 bets in the same number of queries', async () => {
    const cancelCount = async (betCount: number) => {
      const { orderId } = await placeSlip(db, clock, bettor, await slipOf(betCount));
      const ids = await betIdsOf(orderId);
      const count = await countOf((counted) => cancelBets(counted, clock, bettor, ids));
      return { ids, count };
    };
    const one = await cancelCount(1);
    const ten = await cancelCount(10);
    console.info(`cancelBets queries: 1 bet ${one.count}, 10 bets ${ten.count}`);
    expect(ten.count).toBe(one.count);
    // One refund row per bet, each with the running balance after it, ending at the wallet's.
    const refunds = await db.query<{ amount: number; balanceAfter: number }>(
      `SELECT amount, balance_after AS "balanceAfter" FROM ledger_entries
       WHERE kind = 'lottery.refund' AND reference = ANY($1::text[]) ORDER BY id`,
      [ten.ids.map((id) => `lottery-bet:${id}`)],
    );
    expect(refunds).toHaveLength(10);
    refunds.slice(1).forEach((refund, index) => {
      expect(refund.balanceAfter).toBe((refunds[index]?.balanceAfter ?? 0) + refund.amount);
    });
    const [wallet] = await walletAccounts(db, 't1', bettor.memberId);
    expect(refunds.at(-1)?.balanceAfter).toBe(wallet?.balance);
  });

  it('draws 50 missing numeros in the same number of queries as 1', async () => {
    const row = await tenantGame(db, 't1', GAME);
    clock.advance(60_000 * 200);
    const one = await countOf((counted) => recentDraws(counted, clock, row, 1));
    clock.advance(60_000 * 200);
    const fifty = await countOf((counted) => recentDraws(counted, clock, row, 50));
    console.info(`recentDraws queries: 1 missing ${one}, 50 missing ${fifty}`);
    expect(fifty).toBe(one);
    expect((await recentDraws(db, clock, row, 50)).length).toBe(50);
  });

  it('lists every game of a tenant in the same number of queries as one', async () => {
    await db.query(
      `INSERT INTO tenants (id, merchant_code, trial_merchant_code) VALUES ('t2', 'T2', 'T2T')`,
    );
    await db.query(
      `INSERT INTO lottery_games (tenant_id, game_id) SELECT 't2', unnest($1::int[])`,
      [GAMES.map((game) => game.gameId)],
    );
    const rows = await tenantGames(db, 't2');
    const one = await countOf((counted) => gameViews(counted, clock, rows.slice(0, 1)));
    const all = await countOf((counted) => gameViews(counted, clock, rows));
    console.info(`gameViews queries: 1 game ${one}, ${rows.length} games ${all}`);
    expect(all).toBe(one);
    const views = await gameViews(db, clock, rows);
    expect(views.map((view) => view.gameId)).toEqual(GAMES.map((game) => game.gameId));
    expect(views.every((view) => view.last.result.length > 0)).toBe(true);
  });
});

describe('lottery errors', () => {
  it('answers an error code when a stored bet can no longer be read', async () => {
    const { orderId } = await placeSlip(db, clock, bettor, await slipOf(1));
    await db.query(`UPDATE lottery_bets SET content = 'HUGE' WHERE order_id = $1`, [orderId]);
    clock.advance(60_000);
    await expect(settleDue(db, clock, 't1')).rejects.toMatchObject({
      errorCode: 'lottery.bet.unreadable',
      statusCode: 500,
    });
    await db.query(`UPDATE lottery_bets SET content = 'BIG' WHERE order_id = $1`, [orderId]);
    expect(await settleDue(db, clock, 't1')).toBe(1);
  });
});
