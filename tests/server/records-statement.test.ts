import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_MEMBERS } from '../../server/db/seed/demo-members';
import { DAY, MINUTE } from '../../server/domain/clock';
import { MAX_REPORT_DAYS } from '../../server/http/report-query';
import { getAs, LUCKY7, loginToken, PERLAS, ROYAL88, testApp } from './support/app';
import { type Page, postKind, report } from './support/records';

let app: FastifyInstance;
let clock: Awaited<ReturnType<typeof testApp>>['clock'];

beforeAll(async () => {
  ({ app, clock } = await testApp());
});
afterAll(() => app.close());

interface Row {
  id: number;
  kind: string;
  amount: number;
  balanceAfter: number;
}
const cents = (amount: number) => Math.round(amount * 100);

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Every row of the longest range a statement allows (up to tomorrow), newest first, page by page. */
async function statement(player: { merchant: string; token: string }) {
  const endDate = day(clock() + DAY);
  const startDate = day(clock() + DAY - (MAX_REPORT_DAYS - 1) * DAY);
  const rows: Row[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await report<Page<Row, unknown>>(
      app,
      { ...player, memberId: 0, username: '' },
      `/wps/report/transaction?startDate=${startDate}&endDate=${endDate}&pageSize=50&pageNo=${pageNo}`,
    );
    rows.push(...page.content);
    if (pageNo >= page.totalPages) return rows;
  }
}

async function wallet(player: { merchant: string; token: string }) {
  const answer = await getAs(app, player.merchant, '/wps/wallets/balance', player.token);
  return answer.json<{ value: { sumBalance: number } }>().value.sumBalance;
}

/** Rows whose balance is not the next older row's balance plus their own amount. */
function breaks(rows: Row[]): string[] {
  return rows.slice(0, -1).flatMap((row, index) => {
    const older = rows[index + 1] as Row;
    return cents(row.balanceAfter) === cents(older.balanceAfter) + cents(row.amount)
      ? []
      : [`#${row.id} ${row.kind} ${row.amount} → ${row.balanceAfter}, after ${older.balanceAfter}`];
  });
}

describe('the account statement adds up', () => {
  const demos = DEMO_MEMBERS.map((demo) => demo.username);
  it.each([LUCKY7, PERLAS, ROYAL88])('for every demo account of %s', async (merchant) => {
    for (const username of demos) {
      const player = { merchant, token: await loginToken(app, merchant, username) };
      const rows = await statement(player);
      expect(rows.length, username).toBeGreaterThan(0);
      expect(breaks(rows), username).toEqual([]);
      expect(rows[0]?.balanceAfter, username).toBe(await wallet(player));
      const oldest = rows.at(-1) as Row;
      // A statement that reaches the opening credit starts from zero.
      if (oldest.kind === 'seed.deposit') expect(oldest.balanceAfter).toBe(oldest.amount);
    }
  });

  it('keeps adding up as money moves after the seed', async () => {
    const token = await loginToken(app, LUCKY7, 'member0');
    const [member] = await app.deps.db.query<{ id: number }>(
      `SELECT id FROM members WHERE tenant_id = 'lucky7' AND username = 'member0'`,
    );
    const player = { merchant: LUCKY7, token, memberId: member!.id, username: 'member0' };
    for (const [kind, amount] of [
      ['deposit', 120.5],
      ['game.bet', -20],
      ['dividend', 33.33],
      ['withdraw', -50.01],
    ] as const) {
      clock.advance(MINUTE);
      await postKind(app, player, kind, amount);
    }
    const rows = await statement(player);
    expect(rows.slice(0, 4).map((row) => row.kind)).toEqual([
      'withdraw',
      'dividend',
      'game.bet',
      'deposit',
    ]);
    expect(breaks(rows)).toEqual([]);
    expect(rows[0]?.balanceAfter).toBe(await wallet(player));
    expect(await wallet(player)).toBe(1083.82);
  });
});
