import type { Queryable } from '../../db';
import { gameCatalogue } from './catalogue';
import { VENDORS } from './vendors';

export const gameIconUrl = (gameCode: string) => `/game-icons/${gameCode}.svg`;
export const vendorIconUrl = (vendor: string) => `/vendor-icons/${vendor}.svg`;

/**
 * Seeds the tenant's vendors and games (idempotent). One statement per table: the catalogue has
 * hundreds of rows and a statement per row would add seconds to every start.
 */
export async function seedGameCatalogue(db: Queryable, tenantId: string): Promise<void> {
  const games = gameCatalogue();
  const [present] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM games WHERE tenant_id = $1',
    [tenantId],
  );
  if ((present?.count ?? 0) >= games.length) return;
  await db.query(
    `INSERT INTO game_vendors (tenant_id, vassalage, category, display_name, account_type_name, icon_url, sort)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[])
     ON CONFLICT DO NOTHING`,
    [
      tenantId,
      VENDORS.map((vendor) => vendor.code),
      VENDORS.map((vendor) => vendor.category),
      VENDORS.map((vendor) => vendor.displayName),
      VENDORS.map((vendor) => vendor.displayName.toUpperCase().replace(/[^A-Z0-9]+/g, '_')),
      VENDORS.map((vendor) => vendorIconUrl(vendor.code)),
      VENDORS.map((_, index) => index),
    ],
  );
  const column = <T>(read: (game: (typeof games)[number]) => T) => games.map(read);
  await db.query(
    `INSERT INTO games (tenant_id, node_id, game_code, room_id, vassalage, game_type, classify, name, icon_url,
       min_bet, min_line, is_new, is_hot, play_kind, support_play, sort)
     SELECT $1, n, code, room, vendor, type, string_to_array(classify, ','), name, icon, bet, line, new, hot,
       kind, 'H5', sort
     FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
       $9::text[], $10::numeric[], $11::int[], $12::bool[], $13::bool[], $14::text[], $15::int[])
       AS t(n, code, room, vendor, type, classify, name, icon, bet, line, new, hot, kind, sort)
     ON CONFLICT (tenant_id, node_id) DO NOTHING`,
    [
      tenantId,
      column((game) => game.nodeId),
      column((game) => game.gameCode),
      column((game) => game.roomId),
      column((game) => game.vassalage),
      column((game) => game.gameType),
      column((game) => game.classify.join(',')),
      column((game) => game.name),
      column((game) => gameIconUrl(game.gameCode)),
      column((game) => game.minBet),
      column((game) => game.minLine),
      column((game) => game.isNew),
      column((game) => game.isHot),
      column((game) => game.playKind),
      column((game) => game.sort),
    ],
  );
}
