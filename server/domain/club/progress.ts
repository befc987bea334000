import { minor, type Minor } from '../../../contract/money';
import type { Db, Queryable } from '../../db/db';
import type { Clock } from '../clock';
import { postOnce } from '../ledger';
import { type ClubLevel, clubLevels } from './levels';

/** The member's accumulated deposits and turnover, in minor units. */
export interface ClubTotals {
  deposit: Minor;
  turnover: Minor;
}

export async function clubTotals(
  db: Queryable,
  tenantId: string,
  memberId: number,
): Promise<ClubTotals> {
  const [row] = await db.query<ClubTotals>(
    `SELECT coalesce(sum(amount) FILTER (WHERE kind = 'deposit'), 0) AS deposit,
       coalesce(-sum(amount) FILTER (WHERE kind IN ('game.bet', 'lottery.bet', 'lottery.refund')), 0) AS turnover
     FROM ledger_entries WHERE tenant_id = $1 AND member_id = $2`,
    [tenantId, memberId],
  );
  return row ?? { deposit: minor(0), turnover: minor(0) };
}

/** The highest level whose deposit and turnover thresholds are both met (levels sorted ascending). */
export function earnedLevel(levels: readonly ClubLevel[], totals: ClubTotals): number {
  let earned = 0;
  for (const level of levels)
    if (totals.deposit >= level.depositThreshold && totals.turnover >= level.turnoverThreshold)
      earned = level.level;
  return earned;
}

/** The level a label names (an operator may grant a level by label: seeded demo VIPs); 0 without. */
export function labelledLevel(levels: readonly ClubLevel[], label: string | null): number {
  return levels.find((level) => level.name === label)?.level ?? 0;
}

export interface MemberClub {
  level: ClubLevel;
  levels: ClubLevel[];
  totals: ClubTotals;
  /** Levels reached by this call (their upgrade bonus was credited now). */
  upgradedTo: number[];
}

/**
 * The member's club standing, brought up to date: a level earned above the current one becomes the
 * member's label (`clubLabel`) and each newly reached level's upgrade bonus is credited once
 * (`promo.bonus`, reference `club.upgrade.<level>`), even when two calls race.
 */
export async function memberClub(
  db: Db,
  now: Clock,
  tenantId: string,
  memberId: number,
): Promise<MemberClub> {
  const levels = await clubLevels(db, tenantId);
  const totals = await clubTotals(db, tenantId, memberId);
  const [member] = await db.query<{ vipLabel: string | null }>(
    'SELECT vip_label AS "vipLabel" FROM members WHERE tenant_id = $1 AND id = $2',
    [tenantId, memberId],
  );
  const current = labelledLevel(levels, member?.vipLabel ?? null);
  const earned = earnedLevel(levels, totals);
  const upgradedTo: number[] = [];
  for (const level of levels.filter((l) => l.level > current && l.level <= earned)) {
    if (level.upgradeBonus > 0) {
      const result = await postOnce(db, now, {
        tenantId,
        memberId,
        amount: level.upgradeBonus,
        kind: 'promo.bonus',
        reference: `club.upgrade.${level.level}`,
      });
      if (!result.replayed) upgradedTo.push(level.level);
    }
  }
  const reached = Math.max(current, earned);
  const level = levels.find((l) => l.level === reached) ?? levels[0];
  if (!level) throw new Error(`Tenant ${tenantId} has no club levels`);
  if (reached > current)
    await db.query('UPDATE members SET vip_label = $3 WHERE tenant_id = $1 AND id = $2', [
      tenantId,
      memberId,
      level.name,
    ]);
  return { level, levels, totals, upgradedTo };
}
