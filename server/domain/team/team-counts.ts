import type { TodayCounters } from '../../../contract/team';
import type { Queryable } from '../../db/db';
import { teamSql } from '../agent/team';

/** Head counts of a team over [from, to): registrations, first deposits, and the team's size now. */
export async function teamCounts(
  db: Queryable,
  tenantId: string,
  agentId: number,
  from: number,
  to: number,
) {
  const [row] = await db.query<{
    registerCount: number;
    firstDepositCount: number;
    teamSize: number;
  }>(
    `${teamSql('$1', '$2')}
     SELECT
       (SELECT count(*) FROM team JOIN members m ON m.id = team.id
         WHERE m.reg_date >= $3 AND m.reg_date < $4) AS "registerCount",
       (SELECT count(*) FROM (
         SELECT min(l.created_at) AS first FROM ledger_entries l JOIN team ON team.id = l.member_id
         WHERE l.tenant_id = $1 AND l.kind = 'deposit' GROUP BY l.member_id
       ) firsts WHERE firsts.first >= $3 AND firsts.first < $4) AS "firstDepositCount",
       (SELECT count(*) FROM team) AS "teamSize"`,
    [tenantId, agentId, from, to],
  );
  return row ?? { registerCount: 0, firstDepositCount: 0, teamSize: 0 };
}

/** The four counters of today ([dayStart, dayEnd) in the tenant's zone) at `now`. */
export async function todayCounters(
  db: Queryable,
  tenantId: string,
  agentId: number,
  day: { start: number; end: number; now: number },
): Promise<TodayCounters> {
  const [row] = await db.query<TodayCounters>(
    `${teamSql('$1', '$2')}
     SELECT
       (SELECT count(DISTINCT s.member_id) FROM sessions s JOIN team ON team.id = s.member_id
         WHERE s.tenant_id = $1 AND s.created_at >= $3 AND s.created_at < $4) AS "teamLoginMemberCount",
       (SELECT count(*) FROM team WHERE
         EXISTS (SELECT 1 FROM game_rounds r WHERE r.tenant_id = $1 AND r.member_id = team.id
           AND r.settled_at >= $3 AND r.settled_at < $4)
         OR EXISTS (SELECT 1 FROM lottery_orders o WHERE o.tenant_id = $1 AND o.member_id = team.id
           AND o.status = 'settled' AND o.settled_at >= $3 AND o.settled_at < $4)) AS "teamBetMemberCount",
       (SELECT count(*) FROM team JOIN members m ON m.id = team.id
         WHERE m.reg_date >= $3 AND m.reg_date < $4) AS "teamRegisterMemberCount",
       (SELECT count(DISTINCT s.member_id) FROM sessions s JOIN team ON team.id = s.member_id
         WHERE s.tenant_id = $1 AND s.revoked_at IS NULL AND s.idle_expires_at > $5
           AND s.absolute_expires_at > $5) AS "teamOnlineCount"`,
    [tenantId, agentId, day.start, day.end, day.now],
  );
  return (
    row ?? {
      teamLoginMemberCount: 0,
      teamBetMemberCount: 0,
      teamRegisterMemberCount: 0,
      teamOnlineCount: 0,
    }
  );
}
