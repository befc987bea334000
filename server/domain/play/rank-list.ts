import { type Minor, toMajor } from '../../../contract/money';
import { RANK_LIST_MAX, type WinnerRow } from '../../../contract/play';
import type { Queryable } from '../../db/db';

export { RANK_LIST_MAX };

/** `member0` → `me***0`: enough to recognise yourself, not enough to find someone. */
export function maskCustomerName(username: string): string {
  if (username.length < 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

/** A winner row before its name is masked. */
type WinnerRecord = Omit<WinnerRow['vo'], 'customerName'> & { username: string };

/**
 * The tenant's largest settled wins with real money (trial play money is left out), largest first;
 * `gameType` narrows them to one game type.
 */
export async function rankList(
  db: Queryable,
  tenantId: string,
  limit: number,
  gameType?: string,
): Promise<WinnerRow[]> {
  const rows = await db.query<WinnerRecord>(
    `SELECT g.icon_url AS "iconUrl", g.name AS "gameName", m.username, r.win AS "winAmount",
       g.node_id AS "nodeId", g.game_type AS "gameType", g.vassalage AS vendor
     FROM game_rounds r JOIN games g ON g.id = r.game_id JOIN members m ON m.id = r.member_id
     WHERE r.tenant_id = $1 AND r.win > 0 AND NOT r.trial AND ($3::text IS NULL OR g.game_type = $3)
     ORDER BY r.win DESC, r.settled_at DESC, r.id DESC LIMIT $2`,
    [tenantId, Math.min(Math.max(limit, 1), RANK_LIST_MAX), gameType ?? null],
  );
  return rows.map(({ username, ...vo }) => ({
    vo: {
      ...vo,
      winAmount: toMajor(vo.winAmount as Minor),
      customerName: maskCustomerName(username),
    },
  }));
}
