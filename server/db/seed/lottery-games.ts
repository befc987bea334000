import { GAMES } from '../../domain/lottery/catalogue';
import type { Queryable } from '../db';

/** Every catalogue lottery game, enabled for the tenant (idempotent: existing rows are kept). */
export async function seedLotteryGames(db: Queryable, tenantId: string): Promise<void> {
  for (const game of GAMES) {
    await db.query(
      'INSERT INTO lottery_games (tenant_id, game_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [tenantId, game.gameId],
    );
  }
}
