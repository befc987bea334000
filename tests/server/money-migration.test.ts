import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../../server/db/db';
import { migrate, migrationFiles, MIGRATIONS_DIR } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';

/** Migration 021 turns numeric(18, 2) money into bigint minor units without losing a cent. */
const MONEY_MIGRATION = '021_money_minor_units.sql';

let db: Db;
let before: string;

beforeAll(async () => {
  before = await mkdtemp(join(tmpdir(), 'wl-money-migration-'));
  const files = await migrationFiles();
  for (const file of files.filter((name) => name < MONEY_MIGRATION))
    await copyFile(join(MIGRATIONS_DIR, file), join(before, file));
  db = await openPglite();
  await migrate(db, before);
  await db.query(
    `INSERT INTO tenants (id, merchant_code, trial_merchant_code) VALUES ('t1', 'T1', 'T1T')`,
  );
  const [member] = await db.query<{ id: number }>(
    `INSERT INTO members (tenant_id, merchant_code, username, customer_type, nickname, reg_date)
     VALUES ('t1', 'T1', 'old', 0, 'old', 0) RETURNING id`,
  );
  const id = member?.id;
  await db.query(
    `INSERT INTO wallet_accounts (tenant_id, member_id, account_type_id, currency, balance)
     VALUES ('t1', $1, 1, 'USD', 1234567.89)`,
    [id],
  );
  await db.query(
    `INSERT INTO ledger_entries (tenant_id, member_id, account_type_id, amount, balance_after, kind, created_at)
     VALUES ('t1', $1, 1, 1234567.9, 1234567.9, 'deposit', 0), ('t1', $1, 1, -0.01, 1234567.89, 'game.bet', 1)`,
    [id],
  );
});
afterAll(async () => {
  await db.close();
  await rm(before, { recursive: true, force: true });
});

describe('money migration', () => {
  it('turns every amount into the exact count of cents', async () => {
    expect(await migrate(db)).toContain(MONEY_MIGRATION);
    const [wallet] = await db.query<{ balance: number }>('SELECT balance FROM wallet_accounts');
    expect(wallet?.balance).toBe(123_456_789);
    const rows = await db.query<{ amount: number; balanceAfter: number }>(
      'SELECT amount, balance_after AS "balanceAfter" FROM ledger_entries ORDER BY id',
    );
    expect(rows).toEqual([
      { amount: 123_456_790, balanceAfter: 123_456_790 },
      { amount: -1, balanceAfter: 123_456_789 },
    ]);
  });

  it('leaves no money column as numeric', async () => {
    const left = await db.query<{ column: string }>(
      `SELECT table_name || '.' || column_name AS column FROM information_schema.columns
       WHERE table_schema = 'public' AND data_type = 'numeric' AND numeric_scale = 2
         AND numeric_precision = 18`,
    );
    expect(left).toEqual([]);
  });

  it('keeps the balance CHECK after the change of type', async () => {
    await expect(db.query('UPDATE wallet_accounts SET balance = -1')).rejects.toMatchObject({
      code: '23514',
    });
  });
});
