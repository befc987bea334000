import type { Queryable } from '../../db/db';

/** One member of an agent's team: `level` 1 is a direct downline, 2 a downline's downline, and so on. */
export interface TeamMember {
  memberId: number;
  level: number;
}

/** Deepest level a team query follows (guards against a cycle in `upline_id`). */
export const MAX_TEAM_DEPTH = 20;

/**
 * Every downline of `agentId`, direct or not (the agent itself excluded), by a recursive walk of
 * `members.upline_id`. Use `teamSql` instead when the team is one part of a bigger query.
 */
export async function teamMembers(
  db: Queryable,
  tenantId: string,
  agentId: number,
): Promise<TeamMember[]> {
  const rows = await db.query<{ id: number; level: number }>(
    `${teamSql('$1', '$2')} SELECT id, level FROM team ORDER BY level, id`,
    [tenantId, agentId],
  );
  return rows.map((row) => ({ memberId: row.id, level: row.level }));
}

/** True when `memberId` is somewhere in `agentId`'s team. */
export async function isInTeam(
  db: Queryable,
  tenantId: string,
  agentId: number,
  memberId: number,
): Promise<boolean> {
  const rows = await db.query(`${teamSql('$1', '$2')} SELECT 1 FROM team WHERE id = $3`, [
    tenantId,
    agentId,
    memberId,
  ]);
  return rows.length > 0;
}

/**
 * A `WITH RECURSIVE team (id, level)` clause of the downlines of the agent whose tenant and id are the
 * given SQL parameters (e.g. `teamSql('$1', '$2')`); follow it with the statement that reads `team`.
 */
export function teamSql(tenantParam: string, agentParam: string): string {
  return `WITH RECURSIVE team (id, level) AS (
    SELECT id, 1 FROM members WHERE tenant_id = ${tenantParam} AND upline_id = ${agentParam}
    UNION ALL
    SELECT m.id, t.level + 1 FROM members m JOIN team t ON m.upline_id = t.id
    WHERE m.tenant_id = ${tenantParam} AND t.level < ${MAX_TEAM_DEPTH}
  )`;
}
