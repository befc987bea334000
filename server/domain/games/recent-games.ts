import type { Queryable } from '../../db/db';
import type { Clock } from '../clock';

/** Marks the game (database id) as played now by the member; a replay only moves it to the top. */
export async function recordRecentGame(
  db: Queryable,
  now: Clock,
  tenantId: string,
  memberId: number,
  gameId: number,
): Promise<void> {
  await db.query(
    `INSERT INTO recent_games (tenant_id, member_id, game_id, played_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id, game_id) DO UPDATE SET played_at = EXCLUDED.played_at`,
    [tenantId, memberId, gameId, now()],
  );
}
