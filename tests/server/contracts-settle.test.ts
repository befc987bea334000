import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import type { Minor } from '../../contract/money';
import { HOUR } from '../../server/domain/clock';
import { majorFields } from '../../server/domain/money-edge';
import { LUCKY7, ROYAL88 } from './support/app';
import { onBothDatabases } from './support/both-databases';
import {
  answer,
  contractPage,
  downlineRounds,
  freshAgent,
  type Kind,
  offer,
  settle,
} from './support/contracts';
import type { Player } from './support/play';
import { ledgerSum, walletBalance } from './support/play';

// The test clock starts at 2025-06-01 12:00 UTC: 09:00 in lucky7's zone (São Paulo), 20:00 in
// royal88's. Twelve hours earlier is 2025-05-31 in both.

async function acceptedAgent(app: FastifyInstance, merchant: string, kind: Kind, terms?: object) {
  const agent = await freshAgent(app, merchant);
  const { value } = await offer(app, agent, kind, terms);
  await answer(app, agent, kind, value.id, true);
  return agent;
}

const salaryRows = async (app: FastifyInstance, agent: Player, kind: string) => {
  const rows = await app.deps.db.query<{ amount: Minor; reference: string }>(
    'SELECT amount, reference FROM ledger_entries WHERE member_id = $1 AND kind = $2',
    [agent.memberId, kind],
  );
  return rows.map((row) => majorFields(row, ['amount']));
};

/** 10 settles of yesterday at once pay the daily salary once; the rest answer the first payout. */
async function dailyOnceUnderConcurrency(app: FastifyInstance) {
  const agent = await acceptedAgent(app, LUCKY7, 'dailySalary');
  const yesterday = app.deps.now() - 12 * HOUR;
  await downlineRounds(app, agent, yesterday, [
    [3000, 1000],
    [2500, 0],
  ]);
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => settle(app, agent, 'dailySalary', '2025-05-31')),
  );
  expect(answers.map((item) => item.value.outcome).sort()).toEqual([
    'paid',
    ...Array<string>(9).fill('replayed'),
  ]);
  // Team valid bet 5500 reaches the 5000 tier: 120.
  for (const item of answers) expect(item.value.payout?.amount).toBe(120);
  expect(await walletBalance(app, agent.memberId)).toBe(120);
  expect(await ledgerSum(app, agent.memberId)).toBe(120);
  const rows = await salaryRows(app, agent, 'salary.daily');
  expect(rows).toHaveLength(1);
  expect(rows[0]?.reference).toMatch(/^dailySalary:\d+:2025-05-31$/);
  const page = await contractPage(app, agent, 'dailySalary');
  expect(page.value.payouts).toMatchObject([{ period: '2025-05-31', amount: 120, basis: 5500 }]);
  // The default period is yesterday: already paid.
  expect((await settle(app, agent, 'dailySalary')).value.outcome).toBe('replayed');
}

async function openAndUnknownPeriods(app: FastifyInstance) {
  const agent = await acceptedAgent(app, LUCKY7, 'dailySalary');
  expect((await settle(app, agent, 'dailySalary', '2025-06-01')).errorCode).toBe('period.open');
  expect((await settle(app, agent, 'dailySalary', '2025-02-30')).errorCode).toBe('invalid.request');
  // Nothing bet: no tier reached, nothing paid, nothing recorded.
  expect((await settle(app, agent, 'dailySalary', '2025-05-30')).value).toMatchObject({
    outcome: 'nothingDue',
    basis: 0,
  });
  expect(await salaryRows(app, agent, 'salary.daily')).toEqual([]);
  const offered = await freshAgent(app, LUCKY7);
  await offer(app, offered, 'dailySalary');
  expect((await settle(app, offered, 'dailySalary', '2025-05-30')).errorCode).toBe(
    'contract.not.accepted',
  );
}

/** The dividend pays its rate on the team's loss over a closed half month, and only on a loss. */
async function dividendOnLoss(app: FastifyInstance) {
  const agent = await acceptedAgent(app, ROYAL88, 'dividend');
  const may20 = Date.UTC(2025, 4, 20, 12);
  await downlineRounds(app, agent, may20, [
    [4000, 500],
    [3000, 0],
  ]);
  // Loss 6500 reaches the 5000 tier (15 %): 975.
  const paid = await settle(app, agent, 'dividend', '2025-05-H2');
  expect(paid.value).toMatchObject({ outcome: 'paid', payout: { amount: 975 } });
  expect(await salaryRows(app, agent, 'dividend')).toHaveLength(1);
  expect((await settle(app, agent, 'dividend', '2025-05')).errorCode).toBe('invalid.request');
  expect((await settle(app, agent, 'dividend', '2025-06-H1')).errorCode).toBe('period.open');

  const winner = await acceptedAgent(app, ROYAL88, 'dividend');
  await downlineRounds(app, winner, may20, [[1000, 5000]]);
  expect((await settle(app, winner, 'dividend', '2025-05-H2')).value.outcome).toBe('nothingDue');
}

async function hourlySalary(app: FastifyInstance) {
  const agent = await acceptedAgent(app, LUCKY7, 'hourSalary');
  // 08:30 local on 2025-06-01 (11:30 UTC): the hour 08 of that day.
  await downlineRounds(app, agent, Date.UTC(2025, 5, 1, 11, 30), [[1200, 0]]);
  const paid = await settle(app, agent, 'hourSalary');
  expect(paid.value).toMatchObject({
    period: '2025-06-01T08',
    outcome: 'paid',
    payout: { amount: 12 },
  });
  expect((await settle(app, agent, 'hourSalary', '2025-06-01T09')).errorCode).toBe('period.open');
  expect(await walletBalance(app, agent.memberId)).toBe(12);
}

onBothDatabases('contract settlement', {
  'a period pays once under 10 concurrent settles': dailyOnceUnderConcurrency,
  'open, unknown and unpaid periods pay nothing': openAndUnknownPeriods,
  'a dividend pays its rate on the team loss of a closed period': dividendOnLoss,
  'an hourly salary pays the last full hour': hourlySalary,
});
