import type { Queryable } from '../../db/db';
import type { LadderLevel } from './ladder';

export type ClubLevel = LadderLevel;

/** The tenant's VIP ladder, lowest level first. */
export async function clubLevels(db: Queryable, tenantId: string): Promise<ClubLevel[]> {
  const rows = await db.query<Omit<ClubLevel, 'rebateRates'>>(
    `SELECT level, name, deposit_threshold AS "depositThreshold", turnover_threshold AS "turnoverThreshold",
       upgrade_bonus AS "upgradeBonus", birthday_bonus AS "birthdayBonus",
       withdraw_daily_count AS "withdrawDailyCount", withdraw_daily_max AS "withdrawDailyMax"
     FROM club_levels WHERE tenant_id = $1 ORDER BY level`,
    [tenantId],
  );
  const rates = await db.query<{ level: number; gameType: string; rate: number }>(
    `SELECT level, game_type AS "gameType", rate FROM club_rebate_rates WHERE tenant_id = $1
     ORDER BY level, game_type`,
    [tenantId],
  );
  return rows.map((row) => ({
    ...row,
    rebateRates: Object.fromEntries(
      rates.filter((rate) => rate.level === row.level).map((rate) => [rate.gameType, rate.rate]),
    ),
  }));
}

/** Writes a ladder for the tenant; existing levels are kept as they are (idempotent seed). */
export async function insertLadder(db: Queryable, tenantId: string, ladder: readonly ClubLevel[]) {
  for (const level of ladder) {
    await db.query(
      `INSERT INTO club_levels (tenant_id, level, name, deposit_threshold, turnover_threshold, upgrade_bonus,
         birthday_bonus, withdraw_daily_count, withdraw_daily_max)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
      [
        tenantId,
        level.level,
        level.name,
        level.depositThreshold,
        level.turnoverThreshold,
        level.upgradeBonus,
        level.birthdayBonus,
        level.withdrawDailyCount,
        level.withdrawDailyMax,
      ],
    );
    for (const [gameType, rate] of Object.entries(level.rebateRates))
      await db.query(
        `INSERT INTO club_rebate_rates (tenant_id, level, game_type, rate) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING`,
        [tenantId, level.level, gameType, rate],
      );
  }
}
