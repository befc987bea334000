import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DAY } from '../../server/domain/clock';
import type { LedgerKind } from '../../server/domain/ledger-kinds';
import { getAs, LUCKY7, loginToken, PERLAS, ROYAL88, testApp } from './support/app';
import { freshPlayer, renewSession } from './support/play';
import { type Page, postKind, report } from './support/records';

let app: FastifyInstance;
let clock: Awaited<ReturnType<typeof testApp>>['clock'];

beforeAll(async () => {
  ({ app, clock } = await testApp());
});
afterAll(() => app.close());

interface Row {
  id: number;
  time: number;
  kind: string;
  group: string;
  amount: number;
  balanceAfter: number;
  reference: string;
  counterparty: string | null;
}
type Footer = { totalIn: number; totalOut: number; net: number };
const PATH = '/wps/report/transaction';

describe('account transactions (GET /wps/report/transaction)', () => {
  it('pages the ledger rows of the range newest first, grouped, with totals of the whole range', async () => {
    const player = await freshPlayer(app, LUCKY7, 100);
    const flows: Array<[LedgerKind, number, string]> = [
      ['deposit', 250, 'deposit'],
      ['withdraw', -80, 'withdraw'],
      ['withdraw.refund', 80, 'withdraw'],
      ['promo.bonus', 12.5, 'bonus'],
      ['rebate', 3.21, 'rebate'],
      ['game.bet', -10, 'bet'],
      ['game.win', 24, 'win'],
      ['lottery.refund', 2, 'bet'],
      ['seed.adjust', -1.11, 'adjustment'],
    ];
    for (const [kind, amount] of flows) {
      clock.advance(1000);
      await postKind(app, player, kind, amount);
    }
    const first = await report<Page<Row, Footer>>(app, player, `${PATH}?pageSize=4`);
    // The 100 opening credit (seed.adjust) is an adjustment too: 10 rows.
    expect(first).toMatchObject({ pageNum: 1, totalPages: 3, totalCount: 10 });
    expect(first.content.map((row) => [row.kind, row.amount, row.group])).toEqual(
      flows.slice(-4).reverse(),
    );
    const pages = [first];
    for (const pageNo of [2, 3])
      pages.push(
        await report<Page<Row, Footer>>(app, player, `${PATH}?pageSize=4&pageNo=${pageNo}`),
      );
    const rows = pages.flatMap((page) => page.content);
    expect(rows).toHaveLength(10);
    expect(rows.map((row) => row.time)).toEqual(
      [...rows.map((row) => row.time)].sort((a, b) => b - a),
    );
    expect(rows[0]?.balanceAfter).toBe(380.6);
    const credits = rows.filter((row) => row.amount > 0).reduce((sum, row) => sum + row.amount, 0);
    const debits = rows.filter((row) => row.amount < 0).reduce((sum, row) => sum - row.amount, 0);
    expect(first.footer).toEqual({
      totalIn: Math.round(credits * 100) / 100,
      totalOut: Math.round(debits * 100) / 100,
      net: 380.6,
    });

    const bets = await report<Page<Row, Footer>>(app, player, `${PATH}?type=bet`);
    expect(bets.content.map((row) => row.kind)).toEqual(['lottery.refund', 'game.bet']);
    expect(bets.footer).toEqual({ totalIn: 2, totalOut: 10, net: -8 });
    const withdrawals = await report<Page<Row, Footer>>(app, player, `${PATH}?type=withdraw`);
    expect(withdrawals.totalCount).toBe(2);
  });

  it('cuts days in the tenant time zone and refuses bad ranges', async () => {
    let player = await freshPlayer(app, PERLAS, 10);
    clock.advance(2 * DAY);
    player = await renewSession(app, player);
    await postKind(app, player, 'deposit', 5);
    const today = await report<Page<Row, Footer>>(app, player, PATH);
    expect(today.content.map((row) => row.kind)).toEqual(['deposit']);
    const day = (offset: number) =>
      new Date(clock() + 8 * 3600_000 + offset * DAY).toISOString().slice(0, 10);
    const both = await report<Page<Row, Footer>>(
      app,
      player,
      `${PATH}?startDate=${day(-2)}&endDate=${day(0)}`,
    );
    expect(both.totalCount).toBe(2);
    const bad = await getAs(
      app,
      PERLAS,
      `${PATH}?startDate=${day(0)}&endDate=${day(-1)}`,
      player.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('invalid.request');
    const badGroup = await getAs(app, PERLAS, `${PATH}?type=salary`, player.token);
    expect(badGroup.statusCode).toBe(400);
  });

  it('needs a session of the tenant', async () => {
    expect((await getAs(app, LUCKY7, PATH)).statusCode).toBe(401);
  });
});

describe('agent variant (types=A)', () => {
  it('answers an agent its transfer and rebate rows only', async () => {
    const agent = await freshPlayer(app, LUCKY7, 10, 1);
    await postKind(app, agent, 'deposit', 40);
    await postKind(app, agent, 'rebate', 7);
    await postKind(app, agent, 'transfer.in', 15);
    await postKind(app, agent, 'game.bet', -5);
    const page = await report<Page<Row, Footer>>(app, agent, `${PATH}?types=A`);
    expect(page.content.map((row) => row.kind).sort()).toEqual(['rebate', 'transfer.in']);
    expect(page.footer).toEqual({ totalIn: 22, totalOut: 0, net: 22 });
    const rebates = await report<Page<Row, Footer>>(app, agent, `${PATH}?types=A&type=rebate`);
    expect(rebates.content.map((row) => row.kind)).toEqual(['rebate']);
    const deposits = await report<Page<Row, Footer>>(app, agent, `${PATH}?types=A&type=deposit`);
    expect(deposits.totalCount).toBe(0);
  });

  it('is refused to types 0, 4 and 40, and where the agent menu does not list it', async () => {
    for (const username of ['member0', 'trial4', 'member40']) {
      const token = await loginToken(app, ROYAL88, username);
      const answer = (await getAs(app, ROYAL88, `${PATH}?types=A`, token)).json();
      expect(answer).toMatchObject({ success: false, errorCode: 'function.not.available' });
      const own = (await getAs(app, ROYAL88, PATH, token)).json();
      expect(own.success).toBe(true);
    }
    for (const [merchant, listed] of [
      [ROYAL88, true],
      [PERLAS, false],
    ] as const) {
      const token = await loginToken(app, merchant, 'agent1');
      const answer = (await getAs(app, merchant, `${PATH}?types=A`, token)).json();
      expect(answer.success).toBe(listed);
    }
  });
});
