import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../server/app';
import { readServerEnv } from '../../server/env';
import { LUCKY7 } from './support/app';
import { manualClock } from './support/clock';
import { ledgerSum, walletBalance } from './support/play';
import { memberWithUpline, transfer } from './support/records';
import { freshPostgresDatabase } from './support/postgres-database';

// Two servers on one real PostgreSQL (truly parallel connections): transfers stay exact.
const clock = manualClock();
let one: FastifyInstance;
let two: FastifyInstance;

beforeAll(async () => {
  const { databaseUrl } = readServerEnv({ DATABASE_URL: await freshPostgresDatabase() });
  one = await buildApp({ databaseUrl, now: clock, dev: true });
  two = await buildApp({ databaseUrl, now: clock, dev: true });
}, 120_000);
afterAll(async () => {
  await one?.close();
  await two?.close();
});

const total = async (ids: number[]) => {
  let sum = 0;
  for (const id of ids) sum += (await walletBalance(one, id)) ?? 0;
  return Math.round(sum * 100) / 100;
};

describe('transfer to upline on PostgreSQL with two servers', () => {
  it('conserves money and never overdraws under 40 parallel transfers and repeats', async () => {
    const { member, upline } = await memberWithUpline(one, LUCKY7, 100, 10);
    const repeated = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        transfer(index % 2 ? one : two, member, {
          amount: 9,
          ...(index < 10 ? { requestId: repeated } : {}),
        }),
      ),
    );
    const values = answers.map((response) => response.json());
    const moved = values.filter((answer) => answer.success && !answer.value.replayed);
    // 100 / 9: eleven transfers fit; the ten repeats of one key count once.
    expect(moved).toHaveLength(11);
    const keyMoves = values.slice(0, 10).filter((a) => a.success && !a.value.replayed);
    expect(keyMoves.length).toBeLessThanOrEqual(1);
    expect(
      values
        .filter((answer) => !answer.success)
        .every((a) => a.errorCode === 'insufficient.balance'),
    ).toBe(true);
    expect(await walletBalance(one, member.memberId)).toBe(1);
    expect(await total([member.memberId, upline.memberId])).toBe(110);
    expect(await ledgerSum(one, member.memberId)).toBe(1);
    expect(await ledgerSum(one, upline.memberId)).toBe(109);
  });

  it('does not deadlock when a member and its upline both transfer up at once', async () => {
    const { member: agent, upline: top } = await memberWithUpline(one, LUCKY7, 500, 0, 1);
    const downline = await memberWithUpline(one, LUCKY7, 500);
    await one.deps.db.query('UPDATE members SET upline_id = $1 WHERE id = $2', [
      agent.memberId,
      downline.member.memberId,
    ]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2
          ? transfer(one, downline.member, { amount: 5 })
          : transfer(two, agent, { amount: 5 }),
      ),
    );
    expect(answers.every((response) => response.json().success)).toBe(true);
    expect(await walletBalance(one, agent.memberId)).toBe(500);
    expect(await walletBalance(one, top.memberId)).toBe(50);
    expect(await walletBalance(one, downline.member.memberId)).toBe(450);
  });
});
