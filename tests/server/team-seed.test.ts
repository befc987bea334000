import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import { DAY } from '../../server/domain/clock';
import { getAs, loginToken, LUCKY7 } from './support/app';
import { onBothDatabases } from './support/both-databases';

const day = (time: number) => new Date(time - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

async function agentGet(app: FastifyInstance, path: string) {
  const token = await loginToken(app, LUCKY7, 'agent1');
  return (await getAs(app, LUCKY7, path, token)).json().value;
}

onBothDatabases('the seeded teams', {
  'give agent1 a three-level team with today’s four counters above zero': async (app) => {
    const all = await agentGet(app, '/wps/agent/team/members?level=all&pageSize=100');
    const names = all.content.map((row: { username: string }) => row.username);
    expect(names).toEqual(expect.arrayContaining(['agent1_d1', 'agent1_d6', 'member0']));
    expect(Math.max(...all.content.map((row: { level: number }) => row.level))).toBe(3);
    const overview = await agentGet(app, '/wps/relay/ODSFE2_getTeamOverviewSum');
    for (const count of Object.values(overview.footer)) expect(count).toBeGreaterThan(0);
    expect(overview.teamSize).toBe(all.totalCount);
  },
  'add up per-day profit and loss to the overview of the same days': async (app) => {
    const now = app.deps.now();
    const range = `startDate=${day(now - 29 * DAY)}&endDate=${day(now)}`;
    const overview = await agentGet(app, `/wps/relay/ODSFE2_getTeamOverviewSum?${range}`);
    const pnl = await agentGet(app, `/wps/relay/ODSFE2_getTeamProfitLoss?${range}&pageSize=5`);
    expect(pnl.totalCount).toBe(30);
    expect(overview.betAmount).toBeGreaterThan(0);
    expect(overview.depositAmount).toBeGreaterThan(0);
    for (const key of ['betAmount', 'winAmount', 'depositAmount', 'bonusAmount', 'profitAmount'])
      expect(pnl.footer[key], key).toBe(overview[key]);
  },
});
