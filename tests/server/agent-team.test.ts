import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Queryable } from '../../server/db/db';
import { isInTeam, teamMembers } from '../../server/domain/agent/team';
import { freshName } from './support/accounts';
import { testApp } from './support/app';

const TENANT = 'lucky7';

async function addMember(db: Queryable, uplineId: number | null, type = 0): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO members (tenant_id, merchant_code, username, customer_type, reg_date, upline_id)
     SELECT id, merchant_code, $2, $3, 0, $4 FROM tenants WHERE id = $1 RETURNING id`,
    [TENANT, freshName('t'), type, uplineId],
  );
  return row!.id;
}

describe('an agent’s team', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testApp());
  });
  afterAll(() => app.close());

  it('walks every level below the agent, never the agent itself or a stranger', async () => {
    const db = app.deps.db;
    const agent = await addMember(db, null, 1);
    const subAgent = await addMember(db, agent, 1);
    const direct = await addMember(db, agent);
    const deep = await addMember(db, subAgent);
    const deeper = await addMember(db, deep);
    const stranger = await addMember(db, null);

    expect(await teamMembers(db, TENANT, agent)).toEqual([
      { memberId: subAgent, level: 1 },
      { memberId: direct, level: 1 },
      { memberId: deep, level: 2 },
      { memberId: deeper, level: 3 },
    ]);
    expect(await teamMembers(db, TENANT, subAgent)).toEqual([
      { memberId: deep, level: 1 },
      { memberId: deeper, level: 2 },
    ]);
    expect(await isInTeam(db, TENANT, agent, deeper)).toBe(true);
    expect(await isInTeam(db, TENANT, agent, stranger)).toBe(false);
    expect(await isInTeam(db, TENANT, agent, agent)).toBe(false);
    expect(await isInTeam(db, TENANT, subAgent, direct)).toBe(false);
  });

  it('stops at the depth limit when uplines form a cycle', async () => {
    const db = app.deps.db;
    const first = await addMember(db, null, 1);
    const second = await addMember(db, first, 1);
    await db.query('UPDATE members SET upline_id = $1 WHERE id = $2', [second, first]);
    const team = await teamMembers(db, TENANT, first);
    expect(team.length).toBe(20);
    expect(new Set(team.map((member) => member.memberId))).toEqual(new Set([first, second]));
  });
});
