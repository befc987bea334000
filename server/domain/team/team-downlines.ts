import { type Minor, toMajor } from '../../../contract/money';
import type { Downline } from '../../../contract/team';
import { NON_AGENT_TYPES } from '../../../schema/constants';
import type { Queryable } from '../../db/db';
import { MAX_TEAM_DEPTH, teamSql } from '../agent/team';

export interface DownlineQuery {
  tenantId: string;
  agentId: number;
  /** Whose downlines: the agent itself or a member of its team. */
  parentId: number;
  /** How deep `parentId` is in the agent's team (0 for the agent itself). */
  parentLevel: number;
  /** `direct`: the parent's direct downlines; `all`: its whole team. */
  scope: 'direct' | 'all';
  /** Part of the username (case-insensitive). */
  username?: string;
  now: number;
  pageNo: number;
  pageSize: number;
}

/** How deep `memberId` is in `agentId`'s team (0 for the agent itself); undefined outside it. */
export async function levelInTeam(
  db: Queryable,
  tenantId: string,
  agentId: number,
  memberId: number,
) {
  if (memberId === agentId) return 0;
  const [row] = await db.query<{ level: number }>(
    `${teamSql('$1', '$2')} SELECT level FROM team WHERE id = $3`,
    [tenantId, agentId, memberId],
  );
  return row?.level;
}

const FILTER = `FROM team JOIN members m ON m.id = team.id
  WHERE ($3::text = 'all' OR team.level = 1) AND ($4::text IS NULL OR position($4 in m.username) > 0)`;

/** One page of the parent's downlines, newest first (a just-opened account comes at the top). */
export async function teamDownlines(
  db: Queryable,
  query: DownlineQuery,
): Promise<{ content: Downline[]; totalCount: number }> {
  const params = [
    query.tenantId,
    query.parentId,
    query.scope,
    query.username?.trim().toLowerCase() || null,
  ];
  const [count] = await db.query<{ count: number }>(
    `${teamSql('$1', '$2')} SELECT count(*) AS count ${FILTER}`,
    params,
  );
  const rows = await db.query<Omit<Downline, 'isAgent'>>(
    `${teamSql('$1', '$2')}, page AS (
       SELECT m.id, team.level ${FILTER} ORDER BY m.reg_date DESC, m.id DESC LIMIT $6 OFFSET $7
     ), tree (top, id, depth) AS (
       SELECT id, id, 0 FROM page
       UNION ALL
       SELECT tree.top, m.id, tree.depth + 1 FROM members m JOIN tree ON m.upline_id = tree.id
       WHERE m.tenant_id = $1 AND tree.depth < ${MAX_TEAM_DEPTH}
     )
     SELECT m.id AS "memberId", m.username, m.nickname, m.customer_type AS "customerType",
       page.level + $8 AS level, coalesce(w.balance, 0) AS balance, m.reg_date AS "regDate",
       m.last_login_at AS "lastLoginAt",
       EXISTS (SELECT 1 FROM sessions s WHERE s.tenant_id = $1 AND s.member_id = m.id AND s.revoked_at IS NULL
         AND s.idle_expires_at > $5 AND s.absolute_expires_at > $5) AS online,
       (SELECT count(*) - 1 FROM tree WHERE tree.top = m.id) AS "teamSize"
     FROM page JOIN members m ON m.id = page.id
     LEFT JOIN wallet_accounts w ON w.member_id = m.id AND w.account_type_id = 1
     ORDER BY m.reg_date DESC, m.id DESC`,
    [...params, query.now, query.pageSize, (query.pageNo - 1) * query.pageSize, query.parentLevel],
  );
  return {
    content: rows.map((row) => ({
      ...row,
      balance: toMajor(row.balance as Minor),
      isAgent: !(NON_AGENT_TYPES as readonly number[]).includes(row.customerType),
    })),
    totalCount: count?.count ?? 0,
  };
}

/** The parent of a downline list (breadcrumb of a drill-down). */
export async function parentOf(db: Queryable, tenantId: string, memberId: number) {
  const [row] = await db.query<{ memberId: number; username: string; customerType: number }>(
    `SELECT id AS "memberId", username, customer_type AS "customerType" FROM members
     WHERE tenant_id = $1 AND id = $2`,
    [tenantId, memberId],
  );
  return row;
}
