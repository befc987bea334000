import { HOUR, MINUTE } from '../../domain/clock';
import type { Seeding } from './team';
import { type MemberHistory, type SeedDay, todayAt } from './team-history';
import { TEAM_SEED } from './team-plan';

interface SeedSession {
  username: string;
  key: string;
  at: number;
  live: boolean;
}

/** Logins of today (keyed by the day, so a later start on another day adds that day's). */
export function todaySessions(day: SeedDay, dayKey: string): SeedSession[] {
  return TEAM_SEED.flatMap((member) => [
    ...(member.activeToday
      ? [
          {
            username: member.username,
            key: `${member.username}-${dayKey}-a`,
            at: todayAt(day, 0.35),
            live: false,
          },
        ]
      : []),
    ...(member.online
      ? [
          {
            username: member.username,
            key: `${member.username}-${dayKey}-live`,
            at: Math.max(day.todayStart, day.now - 10 * MINUTE),
            live: true,
          },
        ]
      : []),
  ]);
}

/** A login shortly before each day with rounds. */
export function pastSessions(histories: Map<string, MemberHistory>, day: SeedDay): SeedSession[] {
  return [...histories].flatMap(([username, history]) =>
    history.rounds
      .filter((round, index) => round.at < day.todayStart && index % 2 === 0)
      .map((round) => ({ username, key: round.roundId, at: round.at - 3 * MINUTE, live: false })),
  );
}

export async function insertSessions({ tx, tenant, day }: Seeding, sessions: SeedSession[]) {
  // Token hashes are SHA-256 hex digests; these keys can never be one, so no token opens them.
  await tx.query(
    `INSERT INTO sessions (token_hash, tenant_id, member_id, created_at, idle_expires_at, absolute_expires_at, device)
     SELECT 'seed-team:' || $1 || ':' || n.key, $1, m.id, n.at,
       CASE WHEN n.live THEN $2::bigint + ${2 * HOUR} ELSE n.at + ${30 * MINUTE} END,
       CASE WHEN n.live THEN $2::bigint + ${12 * HOUR} ELSE n.at + ${24 * HOUR} END, 'seed'
     FROM unnest($3::text[], $4::text[], $5::bigint[], $6::boolean[]) AS n(username, key, at, live)
     JOIN members m ON m.tenant_id = $1 AND m.username = n.username
     ON CONFLICT DO NOTHING`,
    [
      tenant.code,
      day.now,
      sessions.map((s) => s.username),
      sessions.map((s) => s.key),
      sessions.map((s) => s.at),
      sessions.map((s) => s.live),
    ],
  );
  await tx.query(
    `UPDATE members m SET last_login_at = s.at FROM (
       SELECT member_id, max(created_at) AS at FROM sessions WHERE tenant_id = $1 AND device = 'seed' GROUP BY member_id
     ) s WHERE m.tenant_id = $1 AND m.id = s.member_id AND m.username = ANY($2::text[])`,
    [tenant.code, TEAM_SEED.map((member) => member.username)],
  );
}
