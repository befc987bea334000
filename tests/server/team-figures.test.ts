import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { toMinor } from '../../contract/money';
import type { Queryable } from '../../server/db/db';
import { HOUR } from '../../server/domain/clock';
import { applyPosting, openAccount } from '../../server/domain/ledger';
import type { LedgerKind } from '../../server/domain/ledger-kinds';
import { freshName } from './support/accounts';
import { getAs, loginToken, LUCKY7, ROYAL88, testApp } from './support/app';

const TENANT = 'lucky7';
// The test clock starts 2025-06-01 12:00 UTC: 09:00 in São Paulo (lucky7's zone, UTC−3).
const TODAY = '2025-06-01';
const YESTERDAY = '2025-05-31';

interface Fixture {
  agent: { id: number; username: string; token: string };
  sub: number;
  direct: number;
  deep: number;
  stranger: number;
}

describe('team figures of an agent', () => {
  let app: FastifyInstance;
  let db: Queryable;
  let now: () => number;
  let fx: Fixture;

  async function addMember(upline: number | null, type: number, regDate: number) {
    const username = freshName('t');
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO members (tenant_id, merchant_code, username, password_hash, customer_type, reg_date, upline_id)
       SELECT id, merchant_code, $2, (SELECT password_hash FROM members WHERE tenant_id = $1 AND username = 'agent1'),
         $3, $4, $5 FROM tenants WHERE id = $1 RETURNING id`,
      [TENANT, username, type, regDate, upline],
    );
    await openAccount(db, TENANT, row!.id, 'BRL');
    return { id: row!.id, username };
  }
  const post = (memberId: number, amount: number, kind: LedgerKind, at: number) =>
    applyPosting(db, () => at, {
      tenantId: TENANT,
      memberId,
      amount: toMinor(amount),
      kind,
      reference: freshName('r'),
    });
  async function round(memberId: number, bet: number, win: number, at: number) {
    await db.query(
      `INSERT INTO game_rounds (tenant_id, member_id, game_id, round_id, bet, win, outcome, balance_after, bet_at,
         settled_at)
       SELECT $1, $2, (SELECT min(id) FROM games WHERE tenant_id = $1), $3, $4, $5, '{}', 0, $6, $6`,
      [TENANT, memberId, freshName('round'), toMinor(bet), toMinor(win), at],
    );
  }
  async function session(memberId: number, at: number, live: boolean) {
    await db.query(
      `INSERT INTO sessions (token_hash, tenant_id, member_id, created_at, idle_expires_at, absolute_expires_at)
       VALUES ($1, $2, $3, $4, $5, $5)`,
      [freshName('hash'), TENANT, memberId, at, live ? now() + HOUR : at + HOUR],
    );
  }
  const get = (path: string, token = fx.agent.token, merchant = LUCKY7) =>
    getAs(app, merchant, path, token).then((response) => ({
      status: response.statusCode,
      body: response.json(),
    }));

  beforeAll(async () => {
    ({ app } = await testApp());
    db = app.deps.db;
    now = app.deps.now;
    const today = now() - HOUR;
    const yesterday = now() - 24 * HOUR;
    const agent = await addMember(null, 1, now() - 100 * 24 * HOUR);
    const sub = (await addMember(agent.id, 1, yesterday)).id;
    const direct = (await addMember(agent.id, 0, today)).id;
    const deep = (await addMember(sub, 0, yesterday)).id;
    const stranger = (await addMember(null, 0, today)).id;
    for (const id of [direct, deep, stranger])
      await post(id, 1000, 'seed.deposit', yesterday - HOUR);
    await post(direct, 200, 'deposit', today);
    await post(deep, 100, 'deposit', yesterday);
    await post(deep, 50, 'deposit', today);
    await post(deep, -30, 'withdraw', today);
    await post(direct, 5, 'promo.bonus', today);
    await post(direct, 2, 'rebate', today);
    await post(stranger, 999, 'deposit', today);
    await round(direct, 10, 4, today);
    await round(deep, 20, 50, yesterday);
    await round(stranger, 100, 0, today);
    await session(direct, today, true);
    await session(deep, yesterday, false);
    await session(stranger, today, true);
    fx = {
      agent: { ...agent, token: await loginToken(app, LUCKY7, agent.username) },
      sub,
      direct,
      deep,
      stranger,
    };
  });
  afterAll(() => app.close());

  it('sums today over the whole team, never a member outside it', async () => {
    const { body } = await get(
      `/wps/relay/ODSFE2_getTeamOverviewSum?startDate=${TODAY}&endDate=${TODAY}`,
    );
    expect(body.value).toEqual({
      registerCount: 1,
      firstDepositCount: 1,
      depositAmount: 250,
      withdrawAmount: 30,
      betAmount: 10,
      validBetAmount: 10,
      winAmount: 4,
      bonusAmount: 5,
      rebateAmount: 2,
      profitAmount: 1,
      teamSize: 3,
      footer: {
        teamLoginMemberCount: 1,
        teamBetMemberCount: 1,
        teamRegisterMemberCount: 1,
        teamOnlineCount: 1,
      },
    });
  });

  it('answers profit and loss per day, newest first, with totals', async () => {
    const { body } = await get(
      `/wps/relay/ODSFE2_getTeamProfitLoss?startDate=${YESTERDAY}&endDate=${TODAY}`,
    );
    const days = body.value.content as {
      day: string;
      betAmount: number;
      winAmount: number;
      depositAmount: number;
    }[];
    expect(days.map((day) => [day.day, day.betAmount, day.winAmount, day.depositAmount])).toEqual([
      [TODAY, 10, 4, 250],
      [YESTERDAY, 20, 50, 100],
    ]);
    expect(body.value.footer).toMatchObject({
      betAmount: 30,
      winAmount: 54,
      profitAmount: 31,
      depositAmount: 350,
    });
    expect(body.value.totalCount).toBe(2);
  });

  it('lists the team’s bets, filtered by username', async () => {
    const range = `startDate=${YESTERDAY}&endDate=${TODAY}`;
    const all = await get(`/wps/agent/team/bets?${range}`);
    expect(all.body.value.totalCount).toBe(2);
    expect(all.body.value.footer).toEqual({ totalBet: 30, totalWin: 54, totalNet: 24 });
    const [deepRow] = (await get(`/wps/agent/team/bets?${range}`)).body.value.content.filter(
      (row: { betAmount: number }) => row.betAmount === 20,
    );
    const one = await get(
      `/wps/agent/team/bets?${range}&username=${deepRow.username.toUpperCase()}`,
    );
    expect(one.body.value.content).toMatchObject([
      { username: deepRow.username, level: 2, betAmount: 20 },
    ]);
  });

  it('lists downlines: direct by default, the whole team, and a drill-down inside the team only', async () => {
    const ids = (value: { content: { memberId: number }[] }) =>
      value.content.map((row) => row.memberId);
    const direct = await get('/wps/agent/team/members');
    expect(ids(direct.body.value)).toEqual([fx.direct, fx.sub]);
    expect(direct.body.value.content[1]).toMatchObject({ isAgent: true, level: 1, teamSize: 1 });
    expect(direct.body.value.content[0]).toMatchObject({
      isAgent: false,
      online: true,
      balance: 1207,
    });
    const all = await get('/wps/agent/team/members?level=all');
    expect(new Set(ids(all.body.value))).toEqual(new Set([fx.sub, fx.direct, fx.deep]));
    const drill = await get(`/wps/agent/team/members?parentId=${fx.sub}`);
    expect(drill.body.value.content).toMatchObject([{ memberId: fx.deep, level: 2 }]);
    expect(drill.body.value.footer.parent).toMatchObject({ memberId: fx.sub, level: 1 });
    const outside = await get(`/wps/agent/team/members?parentId=${fx.stranger}`);
    expect(outside.body).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });

  it('refuses members and other tenants’ tokens', async () => {
    const member = await loginToken(app, LUCKY7, 'member0');
    for (const path of [
      '/wps/relay/ODSFE2_getTeamOverviewSum',
      '/wps/agent/team/members',
      '/wps/agent/team/bets',
    ]) {
      expect((await get(path, member)).body).toMatchObject({ errorCode: 'function.not.available' });
      expect((await get(path, fx.agent.token, ROYAL88)).status).toBe(401);
    }
  });
});
