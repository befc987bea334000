import { NON_AGENT_TYPES } from '../../../schema/constants';
import type { Tenant } from '../../../schema/tenant';
import { daysBetween, rebateByBucket, recordRebate } from '../../domain/agent-income';
import { type Clock, DAY, MINUTE } from '../../domain/clock';
import { dayOf, startOfDay, tenantTimeZone } from '../../domain/play/tenant-day';
import type { Db } from '../db';

/** Days before today whose agent rebate the seed settles (the daily job's history). */
const SETTLED_DAYS = 30;

/** Own settings of a seeded sub-agent (below agent1's defaults; its own sub-agent derives from it). */
const SUB_AGENT_RATES: Record<string, Record<string, number>> = {
  agent1_d1: { RNG: 0.005, FISH: 0.005, LIVE: 0.003, SPORTS: 0.004, PVP: 0.003, LOTT: 0.002 },
};

async function seedRates(db: Db, tenantId: string) {
  for (const [username, rates] of Object.entries(SUB_AGENT_RATES))
    for (const [gameType, rate] of Object.entries(rates))
      await db.query(
        `INSERT INTO agent_rebate_rates (tenant_id, agent_id, game_type, rate)
         SELECT tenant_id, id, $3, $4 FROM members WHERE tenant_id = $1 AND username = $2
         ON CONFLICT DO NOTHING`,
        [tenantId, username, gameType, rate],
      );
}

/**
 * On the tenant's first seed, settles every agent's rebate of the last 30 finished days as the daily
 * job would have (shortly after each day ended; closeSeededHistory keeps documented demo balances and
 * chains the rows in time order). A later start settles nothing: days after the seed are
 * the job's (`/dev/agent-income/settle`), so seeding stays a no-op on a kept database. Runs after the
 * team seed.
 */
export async function seedAgentIncome(db: Db, now: Clock, tenant: Tenant): Promise<void> {
  await seedRates(db, tenant.code);
  const seeded = await db.query(
    'SELECT 1 FROM agent_rebate_settlements WHERE tenant_id = $1 LIMIT 1',
    [tenant.code],
  );
  if (seeded.length > 0) return;
  const zone = tenantTimeZone(tenant);
  const to = startOfDay(zone, dayOf(zone, now()));
  const days = daysBetween(zone, to - SETTLED_DAYS * DAY, to);
  const agents = await db.query<{ id: number }>(
    `SELECT DISTINCT u.id FROM members u JOIN members d ON d.upline_id = u.id AND d.tenant_id = u.tenant_id
     WHERE u.tenant_id = $1 AND NOT (u.customer_type = ANY($2::int[])) ORDER BY u.id`,
    [tenant.code, [...NON_AGENT_TYPES]],
  );
  for (const { id: agentId } of agents) {
    const starts = days.map((day) => day.start);
    const rebates = await rebateByBucket(db, { tenantId: tenant.code, agentId, starts, to });
    const settled = await db.query<{ day: string }>(
      'SELECT day FROM agent_rebate_settlements WHERE tenant_id = $1 AND agent_id = $2',
      [tenant.code, agentId],
    );
    const done = new Set(settled.map((row) => row.day));
    await db.transaction(async (tx) => {
      for (const [index, { day }] of days.entries()) {
        const rebate = rebates[index];
        if (!rebate || rebate.validBet <= 0 || done.has(day)) continue;
        const at = Math.min(now(), (days[index + 1]?.start ?? to) + 10 * MINUTE);
        const settlement = { tenantId: tenant.code, agentId, day, ...rebate };
        await recordRebate(tx, () => at, settlement);
      }
    });
  }
}
