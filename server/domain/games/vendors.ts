import type { Vendor } from '../../../contract/games';
import type { Queryable } from '../../db/db';

const VENDOR_COLUMNS = `vassalage, category AS "gameType", display_name AS "displayName",
  icon_url AS "mobileSmallIcon", account_type_name AS "accountTypeName"`;

/** Every vendor of the tenant, in menu order (category of first appearance, then vendor order). */
export function allVendors(db: Queryable, tenantId: string) {
  return db.query<Vendor>(
    `SELECT ${VENDOR_COLUMNS} FROM game_vendors WHERE tenant_id = $1 ORDER BY sort, vassalage`,
    [tenantId],
  );
}

/** `GCSGAME_getVendorSorting`: categories in order and each one's vendors in order. */
export async function vendorSorting(db: Queryable, tenantId: string) {
  const vendors = await allVendors(db, tenantId);
  const vendorNames: Record<string, Vendor[]> = {};
  for (const vendor of vendors) (vendorNames[vendor.gameType] ??= []).push(vendor);
  return { gameCategory: Object.keys(vendorNames), vendorNames };
}

/** `GCSGAME_getVassGameType`: the classify values of each vendor's games, by game type. */
export async function vendorClassifyValues(db: Queryable, tenantId: string) {
  const rows = await db.query<{ gameType: string; vassalage: string; classify: string[] }>(
    `SELECT g.game_type AS "gameType", g.vassalage, array_agg(DISTINCT c ORDER BY c) AS classify
     FROM games g CROSS JOIN LATERAL unnest(g.classify) AS c
     JOIN game_vendors v ON v.tenant_id = g.tenant_id AND v.vassalage = g.vassalage
     WHERE g.tenant_id = $1 GROUP BY g.game_type, g.vassalage, v.sort ORDER BY v.sort`,
    [tenantId],
  );
  const content: Record<string, Record<string, string[]>> = {};
  for (const row of rows) (content[row.gameType] ??= {})[row.vassalage] = row.classify;
  return { content };
}
