import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../../server/db/db';
import { migrate, migrationFiles, MIGRATIONS_DIR } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';

/** Migration 023 moves the generated game icons a database was seeded with to WebP. */
const ICONS_MIGRATION = '023_game_icons_webp.sql';

let db: Db;
let before: string;

beforeAll(async () => {
  before = await mkdtemp(join(tmpdir(), 'wl-icons-migration-'));
  const files = await migrationFiles();
  for (const file of files.filter((name) => name < ICONS_MIGRATION))
    await copyFile(join(MIGRATIONS_DIR, file), join(before, file));
  db = await openPglite();
  await migrate(db, before);
  await db.query(
    `INSERT INTO tenants (id, merchant_code, trial_merchant_code) VALUES ('t1', 'T1', 'T1T')`,
  );
  await db.query(
    `INSERT INTO games (tenant_id, node_id, game_code, room_id, vassalage, game_type, name, icon_url, min_bet, play_kind)
     SELECT 't1', n, n, n, 'PXG', 'RNG', n, icon, 1, 'slot'
     FROM unnest($1::text[], $2::text[]) AS t(n, icon)`,
    [
      ['1', '2', '3'],
      ['/game-icons/pxg-1.svg', 'https://cdn.example.net/icons/2.svg', '/game-icons/pxg-3.webp'],
    ],
  );
});
afterAll(async () => {
  await db.close();
  await rm(before, { recursive: true, force: true });
});

describe('game icons migration', () => {
  it('moves generated SVG icons to WebP and leaves every other address alone', async () => {
    expect(await migrate(db)).toContain(ICONS_MIGRATION);
    const rows = await db.query<{ icon: string }>(
      'SELECT icon_url AS icon FROM games ORDER BY node_id',
    );
    expect(rows.map((row) => row.icon)).toEqual([
      '/game-icons/pxg-1.webp',
      'https://cdn.example.net/icons/2.svg',
      '/game-icons/pxg-3.webp',
    ]);
  });
});
