import type { Queryable } from '../db/db';

/** Demo affiliate codes seeded for every tenant: code → agent username (docs/api.md). */
export const DEMO_AFFILIATE_CODES: Record<string, string> = {
  AG1001: 'agent1',
  AG2002: 'agent2',
  AG4141: 'agent41',
  AG4242: 'agent42',
};

/** The agent id behind an affiliate code (case-insensitive), or undefined. */
export async function affiliateAgent(db: Queryable, tenantId: string, code: string) {
  const [row] = await db.query<{ agentId: number }>(
    'SELECT agent_id AS "agentId" FROM affiliate_codes WHERE tenant_id = $1 AND code = $2',
    [tenantId, code.trim().toUpperCase()],
  );
  return row?.agentId;
}

export async function seedAffiliateCodes(db: Queryable, tenantId: string) {
  for (const [code, username] of Object.entries(DEMO_AFFILIATE_CODES)) {
    await db.query(
      `INSERT INTO affiliate_codes (tenant_id, code, agent_id)
       SELECT $1, $2, id FROM members WHERE tenant_id = $1 AND username = $3
       ON CONFLICT (tenant_id, code) DO NOTHING`,
      [tenantId, code, username],
    );
  }
}
