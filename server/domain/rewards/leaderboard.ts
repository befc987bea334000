import { type Minor, toMajor } from '../../../contract/money';
import type { Leaderboard } from '../../../contract/rewards';
import type { Queryable } from '../../db/db';
import type { Clock } from '../clock';
import { bannerUrl, findPromotionByType, phaseOf } from './catalogue';

export const LEADERBOARD_SIZE = 50;
/** Prizes of the first ranks at the end of the mission. */
export const MISSION_PRIZES = [888, 388, 188, 88, 88, 38, 38, 38, 18, 18] as const;

/** `lucas_88` → `lu***8`: enough to recognise oneself, not to identify others. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

interface Standing {
  memberId: number;
  username: string;
  progress: number;
}

/**
 * The mission ranking: members who joined the tenant's MISSION promotion, by turnover (sum of bets
 * of real-money game rounds) inside the mission's period; the member's own rank and progress.
 */
export async function missionLeaderboard(
  db: Queryable,
  now: Clock,
  member: { tenantId: string; memberId: number } | null,
  tenantId: string,
): Promise<Leaderboard | null> {
  const promotion = await findPromotionByType(db, tenantId, 'MISSION');
  if (!promotion) return null;
  const standings = await db.query<Standing>(
    `SELECT m.id AS "memberId", m.username, coalesce(sum(g.bet), 0) AS progress
     FROM member_promotions r
     JOIN members m ON m.id = r.member_id
     LEFT JOIN game_rounds g ON g.tenant_id = r.tenant_id AND g.member_id = r.member_id AND NOT g.trial
       AND g.bet_at >= $3 AND g.bet_at < $4
     WHERE r.tenant_id = $1 AND r.promotion_id = $2 AND r.status = 'signed'
     GROUP BY m.id, m.username, r.created_at
     ORDER BY progress DESC, r.created_at, m.id`,
    [tenantId, promotion.id, promotion.startTime, promotion.endTime],
  );
  const ranked = standings.map((row, index) => ({
    rank: index + 1,
    name: maskName(row.username),
    progress: toMajor(row.progress as Minor),
    prize: MISSION_PRIZES[index] ?? 0,
    memberId: row.memberId,
  }));
  const mine = member ? ranked.find((row) => row.memberId === member.memberId) : undefined;
  return {
    promotion: {
      id: promotion.id,
      title: promotion.title,
      bannerUrl: bannerUrl(tenantId, promotion.bannerKey),
      startTime: promotion.startTime,
      endTime: promotion.endTime,
      phase: phaseOf(promotion, now()),
    },
    prizes: [...MISSION_PRIZES],
    list: ranked.slice(0, LEADERBOARD_SIZE).map(({ memberId: _id, ...row }) => row),
    me: member
      ? { joined: Boolean(mine), rank: mine?.rank ?? null, progress: mine?.progress ?? 0 }
      : null,
  };
}
