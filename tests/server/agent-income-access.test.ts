import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DAY } from '../../server/domain/clock';
import { agentGet, betRound, teamMember } from './support/agent-income';
import { getAs, LUCKY7, loginToken, PERLAS, ROYAL88, testApp } from './support/app';
import { TENANT_OF } from './support/play';

const CALLS = [
  '/wps/agent/rebateSettings',
  '/wps/agent/rebateIncome',
  '/wps/agent/teamRebate',
  '/wps/agent/dividends',
];

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => app.close());

describe('who may read agent income', () => {
  it('refuses the tokens of member types 0 and 40 with function.not.available', async () => {
    for (const username of ['member0', 'member40']) {
      const token = await loginToken(app, LUCKY7, username);
      for (const url of CALLS)
        expect((await getAs(app, LUCKY7, url, token)).json()).toMatchObject({
          success: false,
          errorCode: 'function.not.available',
        });
    }
  });

  it('answers 401 without a session and to a token of another tenant', async () => {
    const token = await loginToken(app, LUCKY7, 'agent1');
    for (const url of CALLS) {
      expect((await getAs(app, LUCKY7, url)).statusCode).toBe(401);
      expect((await getAs(app, ROYAL88, url, token)).statusCode).toBe(401);
    }
  });

  it('refuses dividends where the tenant has them off (perlas), answers them elsewhere', async () => {
    const perlas = await loginToken(app, PERLAS, 'agent1');
    expect((await getAs(app, PERLAS, '/wps/agent/dividends', perlas)).json()).toMatchObject({
      success: false,
      errorCode: 'function.not.available',
    });
    const royal = await loginToken(app, ROYAL88, 'agent1');
    const answer = (await getAs(app, ROYAL88, '/wps/agent/dividends', royal)).json();
    expect(answer.success).toBe(true);
  });
});

describe('tenant isolation', () => {
  it("counts only the tenant's own team: the same bets elsewhere never reach an agent", async () => {
    const agent = await teamMember(app, LUCKY7, 1);
    const member = await teamMember(app, LUCKY7, 0, agent);
    // A royal88 member wrongly pointing at the lucky7 agent (a cross-tenant upline) is not its team.
    const stranger = await teamMember(app, ROYAL88, 0);
    await app.deps.db.query('UPDATE members SET upline_id = $1 WHERE id = $2', [
      agent.memberId,
      stranger.memberId,
    ]);
    const at = app.deps.now() - DAY;
    await betRound(app, member, 'RNG', 1000, at);
    await betRound(app, stranger, 'RNG', 9000, at);
    expect(TENANT_OF[stranger.merchant]).toBe('royal88');
    const page = await agentGet(
      app,
      agent,
      '/wps/agent/teamRebate?startDate=2025-05-31&endDate=2025-05-31',
    );
    expect(page.footer).toEqual({ memberCount: 1, validBetAmount: 1000, rebateAmount: 8 });
  });
});

describe('dividends', () => {
  it("shows the team's loss per half month at the accepted contract's tier, pending until settled", async () => {
    const agent = await teamMember(app, LUCKY7, 1);
    const member = await teamMember(app, LUCKY7, 0, agent);
    await betRound(app, member, 'RNG', 6000, app.deps.now() - DAY, 500);
    const terms = {
      period: 'half-month',
      tiers: [
        { minProfitLoss: 1, ratePercent: 10 },
        { minProfitLoss: 5000, ratePercent: 15 },
      ],
    };
    await app.deps.db.query(
      `INSERT INTO agent_contracts (tenant_id, member_id, kind, status, terms, offered_at, answered_at)
       VALUES ('lucky7', $1, 'dividend', 'accepted', $2, $3, $3)`,
      [agent.memberId, JSON.stringify(terms), app.deps.now() - 20 * DAY],
    );
    const url = '/wps/agent/dividends?startDate=2025-05-20&endDate=2025-06-01';
    const before = await agentGet(app, agent, url);
    expect(before.content.map((row: { period: string }) => row.period)).toEqual([
      '2025-06-H1',
      '2025-05-H2',
    ]);
    expect(before.content[0]).toMatchObject({ status: 'open', amount: 0, teamResult: 0 });
    expect(before.content[1]).toMatchObject({
      status: 'pending',
      validBetAmount: 6000,
      teamResult: 5500,
      ratePercent: 15,
      amount: 825,
    });
    const settled = await app.inject({
      method: 'POST',
      url: '/dev/contracts/settle',
      headers: { merchant: LUCKY7 },
      payload: { username: agent.username, kind: 'dividend', period: '2025-05-H2' },
    });
    expect(settled.json().success).toBe(true);
    const after = await agentGet(app, agent, url);
    expect(after.content[1]).toMatchObject({ status: 'settled', amount: 825 });
    expect(after.footer).toMatchObject({ settledAmount: 825, contract: { period: 'half-month' } });
  });

  it('marks the periods of an agent without a dividend contract', async () => {
    const agent = await teamMember(app, LUCKY7, 1);
    const member = await teamMember(app, LUCKY7, 0, agent);
    await betRound(app, member, 'RNG', 100, app.deps.now() - DAY);
    const page = await agentGet(
      app,
      agent,
      '/wps/agent/dividends?startDate=2025-05-31&endDate=2025-05-31',
    );
    expect(page.content).toMatchObject([{ period: '2025-05-H2', status: 'noContract', amount: 0 }]);
    expect(page.footer.contract).toBeNull();
  });
});
