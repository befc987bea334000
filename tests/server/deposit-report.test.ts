import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DAY } from '../../server/domain/clock';
import { dayOf } from '../../server/domain/play/tenant-day';
import { getAs, LUCKY7, loginToken, PERLAS, ROYAL88, testApp } from './support/app';
import { decide, depositChannels, requestDeposit } from './support/deposit';
import { freshPlayer, type Player, renewSession } from './support/play';

let app: FastifyInstance;
let clock: Awaited<ReturnType<typeof testApp>>['clock'];

beforeAll(async () => {
  ({ app, clock } = await testApp());
});
afterAll(() => app.close());

const ZONE = 'America/Sao_Paulo';
const today = () => dayOf(ZONE, clock());

interface ReportRow {
  id: number;
  orderNo: string;
  channel: string;
  amount: number;
  status: string;
  createdAt: number;
  decidedAt: number | null;
}
interface Report {
  content: ReportRow[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
  footer: { totalAmount: number; approvedAmount: number; approvedCount: number };
}

async function report(player: Player, query: string) {
  const response = await getAs(
    app,
    player.merchant,
    `/wps/report/depositTransaction?${query}`,
    player.token,
  );
  return {
    status: response.statusCode,
    body: response.json<{ value: Report; errorCode?: string }>(),
  };
}

async function deposit(player: Player, amount: number, action: 'approve' | 'decline' | 'none') {
  const [channel] = await depositChannels(app, player);
  const answer = await requestDeposit(app, player, { channel: channel?.code ?? '', amount });
  expect(answer.success).toBe(true);
  if (action !== 'none') await decide(app, answer.value.payUrl ?? '', action);
  return answer.value;
}

describe('deposit report', () => {
  it('pages newest first over a day range, filters by status and sums the whole range', async () => {
    let player = await freshPlayer(app, LUCKY7, 0);
    const yesterdayDeposit = await deposit(player, 150, 'approve');
    const yesterday = today();
    clock.advance(DAY);
    player = await renewSession(app, player);
    await deposit(player, 200, 'approve');
    await deposit(player, 60, 'decline');
    await deposit(player, 70, 'none');

    const todayOnly = await report(
      player,
      `startDate=${today()}&endDate=${today()}&pageNo=1&pageSize=2`,
    );
    expect(todayOnly.body.value).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: 3 });
    expect(todayOnly.body.value.content.map((row) => row.amount)).toEqual([70, 60]);
    expect(todayOnly.body.value.footer).toEqual({
      totalAmount: 330,
      approvedAmount: 200,
      approvedCount: 1,
    });
    const page2 = await report(
      player,
      `startDate=${today()}&endDate=${today()}&pageNo=2&pageSize=2`,
    );
    expect(page2.body.value.content.map((row) => [row.amount, row.status])).toEqual([
      [200, 'approved'],
    ]);

    const both = await report(player, `startDate=${yesterday}&endDate=${today()}&pageSize=10`);
    expect(both.body.value.totalCount).toBe(4);
    expect(both.body.value.content.at(-1)).toMatchObject({
      id: yesterdayDeposit.id,
      orderNo: yesterdayDeposit.orderNo,
      status: 'approved',
      amount: 150,
    });
    expect(both.body.value.footer.approvedAmount).toBe(350);

    const declined = await report(
      player,
      `startDate=${yesterday}&endDate=${today()}&status=declined`,
    );
    expect(declined.body.value.content.map((row) => row.amount)).toEqual([60]);
    expect(declined.body.value.content[0]?.decidedAt).toBeGreaterThan(0);
  });

  it('answers 400 for reversed or too long ranges and an unknown status', async () => {
    const player = await freshPlayer(app, PERLAS, 0);
    expect((await report(player, 'startDate=2025-06-10&endDate=2025-06-01')).status).toBe(400);
    expect((await report(player, 'startDate=2024-01-01&endDate=2025-06-01')).status).toBe(400);
    expect((await report(player, 'status=paid')).status).toBe(400);
  });

  it('shows the seeded history of member0 while the documented balance holds', async () => {
    const token = await loginToken(app, LUCKY7, 'member0');
    const member0 = { token, merchant: LUCKY7, memberId: 0, username: 'member0' };
    const start = dayOf(ZONE, clock() - 10 * DAY);
    const seeded = await report(member0, `startDate=${start}&endDate=${today()}&pageSize=50`);
    const statuses = seeded.body.value.content.map((row) => row.status);
    expect(statuses).toEqual(expect.arrayContaining(['approved', 'declined']));
    expect(seeded.body.value.footer.approvedCount).toBeGreaterThanOrEqual(2);
    const balance = await getAs(app, LUCKY7, '/wps/wallets/balance', token);
    expect(balance.json().value.sumBalance).toBe(1000);
    const ledger = await app.deps.db.query<{ count: number }>(
      `SELECT count(*) AS count FROM ledger_entries l JOIN members m ON m.id = l.member_id
       WHERE m.tenant_id = 'lucky7' AND m.username = 'member0' AND l.kind = 'deposit'`,
    );
    expect(ledger[0]?.count).toBe(seeded.body.value.footer.approvedCount);
  });
});

describe('tenant and member isolation', () => {
  it("a token of merchant A cannot read merchant B's deposits, nor another member's", async () => {
    const lucky = await freshPlayer(app, LUCKY7, 0);
    const royal = await freshPlayer(app, ROYAL88, 0);
    const mine = await deposit(lucky, 100, 'none');
    const crossTenant = await getAs(
      app,
      ROYAL88,
      `/wps/transaction/deposit/${mine.id}`,
      lucky.token,
    );
    expect(crossTenant.statusCode).toBe(401);
    const otherTenantMember = await getAs(
      app,
      ROYAL88,
      `/wps/transaction/deposit/${mine.id}`,
      royal.token,
    );
    expect(otherTenantMember.json()).toMatchObject({
      success: false,
      errorCode: 'deposit.not.found',
    });
    const royalReport = await report(royal, `startDate=${today()}&endDate=${today()}`);
    expect(royalReport.body.value.totalCount).toBe(0);
    const sameTenantOther = await freshPlayer(app, LUCKY7, 0);
    const peek = await getAs(
      app,
      LUCKY7,
      `/wps/transaction/deposit/${mine.id}`,
      sameTenantOther.token,
    );
    expect(peek.json().errorCode).toBe('deposit.not.found');
    const own = await getAs(app, LUCKY7, `/wps/transaction/deposit/${mine.id}`, lucky.token);
    expect(own.json().value).toMatchObject({ id: mine.id, status: 'pending' });
  });
});
