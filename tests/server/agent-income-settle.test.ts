import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import { DAY } from '../../server/domain/clock';
import { agentGet, betRound, rebatePostings, settle, teamMember } from './support/agent-income';
import { LUCKY7 } from './support/app';
import { onBothDatabases } from './support/both-databases';
import { ledgerSum, type Player, walletBalance } from './support/play';

const YESTERDAY = '2025-05-31';

async function teamWithBets(app: FastifyInstance) {
  const agent = await teamMember(app, LUCKY7, 1);
  const member = await teamMember(app, LUCKY7, 0, agent);
  await betRound(app, member, 'RNG', 2500, app.deps.now() - DAY);
  return agent;
}

const reportOf = (app: FastifyInstance, agent: Player) =>
  agentGet(app, agent, `/wps/agent/rebateIncome?startDate=${YESTERDAY}&endDate=${YESTERDAY}`);

/** Settle, settle again: paid once, the report turns settled; today cannot be settled. */
async function settlesOnce(app: FastifyInstance) {
  const agent = await teamWithBets(app);
  const first = (await settle(app, LUCKY7, agent.username, YESTERDAY)).json();
  expect(first).toMatchObject({
    success: true,
    value: { amount: 20, validBet: 2500, replayed: false },
  });
  const again = (await settle(app, LUCKY7, agent.username, YESTERDAY)).json();
  expect(again.value).toMatchObject({ amount: 20, replayed: true });
  expect(await rebatePostings(app, agent)).toEqual([
    { amount: 20, reference: `agent.rebate:${agent.memberId}:${YESTERDAY}` },
  ]);
  expect(await walletBalance(app, agent.memberId)).toBe(20);
  const report = await reportOf(app, agent);
  expect(report.content[0]).toMatchObject({ status: 'settled', rebateAmount: 20 });
  expect(report.footer).toMatchObject({ settledAmount: 20, pendingAmount: 0 });
  const today = (await settle(app, LUCKY7, agent.username, '2025-06-01')).json();
  expect(today).toMatchObject({ success: false, errorCode: 'agent.income.period.open' });
}

/** 10 settles of one day at once: one posting, one settlement, the wallet up by the rebate once. */
async function concurrentSettles(app: FastifyInstance) {
  const agent = await teamWithBets(app);
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => settle(app, LUCKY7, agent.username, YESTERDAY)),
  );
  const values = answers.map((answer) => answer.json().value);
  expect(values.every((value) => value.amount === 20)).toBe(true);
  expect(values.filter((value) => !value.replayed)).toHaveLength(1);
  expect(await rebatePostings(app, agent)).toHaveLength(1);
  expect(await walletBalance(app, agent.memberId)).toBe(20);
  expect(await ledgerSum(app, agent.memberId)).toBe(20);
}

/** A member's name is refused; so is an agent of another tenant. */
async function refusesNonAgents(app: FastifyInstance) {
  const member = await teamMember(app, LUCKY7, 0);
  const answer = (await settle(app, LUCKY7, member.username, YESTERDAY)).json();
  expect(answer).toMatchObject({ success: false, errorCode: 'agent.income.not.agent' });
  const agent = await teamWithBets(app);
  const elsewhere = (await settle(app, 'ROYAL88', agent.username, YESTERDAY)).json();
  expect(elsewhere).toMatchObject({ success: false, errorCode: 'agent.income.not.agent' });
  expect(await rebatePostings(app, agent)).toEqual([]);
}

onBothDatabases('agent rebate settlement', {
  'settles a finished day once and refuses today': settlesOnce,
  'pays once under 10 concurrent settles': concurrentSettles,
  'refuses members and agents of another tenant': refusesNonAgents,
});
