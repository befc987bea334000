import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DAY } from '../../server/domain/clock';
import { agentShare } from '../../server/domain/agent-income/rebate-math';
import { agentGet, betRound, setRate, teamMember } from './support/agent-income';
import { LUCKY7, testApp } from './support/app';
import type { Player } from './support/play';

/** Clock start 2025-06-01 12:00 UTC = 09:00 in São Paulo (lucky7): yesterday is 2025-05-31. */
const YESTERDAY = 'startDate=2025-05-31&endDate=2025-05-31';

let app: FastifyInstance;
let agent: Player;
let sub: Player;
let direct: Player;
let deep: Player;

beforeAll(async () => {
  ({ app } = await testApp());
  // agent (top level) → sub-agent (RNG 0.5 %, LIVE derived) → deep member; agent → direct member.
  agent = await teamMember(app, LUCKY7, 1);
  sub = await teamMember(app, LUCKY7, 1, agent);
  direct = await teamMember(app, LUCKY7, 0, agent);
  deep = await teamMember(app, LUCKY7, 0, sub);
  await setRate(app, sub, 'RNG', 0.005);
  const yesterday = app.deps.now() - DAY;
  await betRound(app, direct, 'RNG', 1000, yesterday);
  await betRound(app, deep, 'RNG', 1000, yesterday);
  await betRound(app, deep, 'LIVE', 1000, yesterday, 1500);
  await betRound(app, sub, 'RNG', 500, yesterday);
});
afterAll(() => app.close());

describe('agent rebate rates and shares', () => {
  it('splits a bet along the path: full rate on own bets, the difference on a sub-agent team', () => {
    expect(agentShare(0.008, 0.005, true)).toBe(0.008);
    expect(agentShare(0.008, 0.005, false)).toBeCloseTo(0.003, 9);
    expect(agentShare(0.004, 0.006, false)).toBe(0);
  });

  it('answers the rates with the upline ceiling; unset types are the upline minus 0.1 point', async () => {
    const top = await agentGet(app, agent, '/wps/agent/rebateSettings');
    expect(top.topAgent).toBe(true);
    expect(top.rates).toContainEqual({ gameType: 'RNG', rate: 0.008, uplineRate: null });
    const mine = await agentGet(app, sub, '/wps/agent/rebateSettings');
    expect(mine.topAgent).toBe(false);
    expect(mine.rates).toContainEqual({ gameType: 'RNG', rate: 0.005, uplineRate: 0.008 });
    expect(mine.rates).toContainEqual({ gameType: 'LIVE', rate: 0.004, uplineRate: 0.005 });
  });
});

describe('rebate income per day', () => {
  it("pays the agent its rate on direct members and the sub-agent's own bets, the difference below", async () => {
    const page = await agentGet(app, agent, `/wps/agent/rebateIncome?${YESTERDAY}`);
    expect(page.totalCount).toBe(1);
    const [day] = page.content;
    expect(day).toMatchObject({ day: '2025-05-31', validBetAmount: 3500, status: 'pending' });
    // direct 1000 × 0.8 % + sub's own 500 × 0.8 % + deep RNG 1000 × 0.3 % + deep LIVE 1000 × 0.1 %
    expect(day.rebateAmount).toBe(8 + 4 + 3 + 1);
    expect(day.details).toContainEqual({
      gameType: 'LIVE',
      validBet: 1000,
      rate: 0.005,
      rebateAmount: 1,
    });
    expect(page.footer).toMatchObject({ rebateAmount: 16, pendingAmount: 16, settledAmount: 0 });
  });

  it('pays the sub-agent the rest, so the shares add up to the top rate', async () => {
    const page = await agentGet(app, sub, `/wps/agent/rebateIncome?${YESTERDAY}`);
    expect(page.content[0]).toMatchObject({ validBetAmount: 2000, rebateAmount: 5 + 4 });
    // deep's RNG 1000 paid 3 + 5 = 8 = the top agent's 0.8 %, LIVE 1 + 4 = 5 = its 0.5 %.
  });

  it('shows no day for a range without team bets', async () => {
    const page = await agentGet(
      app,
      agent,
      '/wps/agent/rebateIncome?startDate=2025-05-01&endDate=2025-05-30',
    );
    expect(page).toMatchObject({ content: [], totalCount: 0, footer: { rebateAmount: 0 } });
  });
});

describe('team rebate', () => {
  it('lists each direct downline with its own and its team bets and what they earned the agent', async () => {
    const page = await agentGet(app, agent, `/wps/agent/teamRebate?${YESTERDAY}`);
    expect(page.content).toEqual([
      {
        memberId: sub.memberId,
        username: sub.username,
        customerType: 1,
        isAgent: true,
        ownValidBet: 500,
        teamValidBet: 2000,
        validBetAmount: 2500,
        rebateAmount: 8,
      },
      {
        memberId: direct.memberId,
        username: direct.username,
        customerType: 0,
        isAgent: false,
        ownValidBet: 1000,
        teamValidBet: 0,
        validBetAmount: 1000,
        rebateAmount: 8,
      },
    ]);
    expect(page.footer).toEqual({ memberCount: 2, validBetAmount: 3500, rebateAmount: 16 });
  });

  it('searches downlines by part of the username', async () => {
    const part = direct.username.slice(2).toUpperCase();
    const page = await agentGet(app, agent, `/wps/agent/teamRebate?${YESTERDAY}&username=${part}`);
    expect(page.content.map((row: { username: string }) => row.username)).toEqual([
      direct.username,
    ]);
    const none = await agentGet(app, agent, `/wps/agent/teamRebate?${YESTERDAY}&username=%25`);
    expect(none.totalCount).toBe(0);
  });
});

describe('rate ceiling', () => {
  it("caps a sub-agent's setting at its upline's rate (the agent then earns nothing below it)", async () => {
    const agentB = await teamMember(app, LUCKY7, 1);
    const subB = await teamMember(app, LUCKY7, 1, agentB);
    const memberB = await teamMember(app, LUCKY7, 0, subB);
    await setRate(app, subB, 'RNG', 0.012);
    await betRound(app, memberB, 'RNG', 1000, app.deps.now() - DAY);
    const settings = await agentGet(app, subB, '/wps/agent/rebateSettings');
    expect(settings.rates).toContainEqual({ gameType: 'RNG', rate: 0.008, uplineRate: 0.008 });
    const top = await agentGet(app, agentB, `/wps/agent/rebateIncome?${YESTERDAY}`);
    expect(top.content[0]).toMatchObject({ validBetAmount: 1000, rebateAmount: 0 });
    const below = await agentGet(app, subB, `/wps/agent/rebateIncome?${YESTERDAY}`);
    expect(below.content[0]).toMatchObject({ rebateAmount: 8 });
  });
});
