import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { toMinor } from '../../contract/money';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../server/db/seed/demo-members';
import { seedTenants } from '../../server/db/seed/seed';
import { InsufficientFundsError, post, walletAccounts } from '../../server/domain/ledger';
import { passwordCost, verifyPassword } from '../../server/domain/passwords';
import { loadServerTenants } from '../../server/tenants';
import { manualClock } from './support/clock';

const MIGRATIONS = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));
const clock = manualClock();
let db: Db;

beforeAll(async () => {
  db = await openPglite();
  await migrate(db);
  await seedTenants(db, clock, await loadServerTenants(), DEMO_PASSWORD);
});
afterAll(() => db.close());

async function member(tenantId: string, username: string) {
  const [row] = await db.query<{ id: number; password_hash: string }>(
    'SELECT id, password_hash FROM members WHERE tenant_id = $1 AND username = $2',
    [tenantId, username],
  );
  if (!row) throw new Error(`no ${username} in ${tenantId}`);
  return row;
}

describe('migrations and seed', () => {
  it('records applied migrations and applies nothing twice', async () => {
    const rows = await db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    const files = (await readdir(MIGRATIONS)).filter((name) => name.endsWith('.sql')).sort();
    expect(files.slice(0, 2)).toEqual(['001_init.sql', '002_accounts.sql']);
    expect(rows.map((row) => row.name)).toEqual(files);
    expect(await migrate(db)).toEqual([]);
  });

  it('seeds every demo account of every customer type in every tenant', async () => {
    // Only the demo accounts: the seed also creates players who exist to have played demo rounds.
    const rows = await db.query<{ tenant_id: string; customer_type: number }>(
      'SELECT tenant_id, customer_type FROM members WHERE username = ANY($1) ORDER BY tenant_id, customer_type',
      [DEMO_MEMBERS.map((demo) => demo.username)],
    );
    const types = DEMO_MEMBERS.map((demo) => demo.customerType).sort((a, b) => a - b);
    for (const tenant of ['lucky7', 'perlas', 'royal88']) {
      expect(
        rows.filter((row) => row.tenant_id === tenant).map((row) => row.customer_type),
      ).toEqual(types);
    }
    expect(types).toEqual([0, 1, 2, 4, 40, 41, 42]);
  });

  it('stores a verifiable scrypt hash, never the password', async () => {
    const { password_hash: hash } = await member('lucky7', 'member0');
    expect(hash).toMatch(new RegExp(`^scrypt\\$${passwordCost()}\\$8\\$1\\$`));
    expect(hash).not.toContain(DEMO_PASSWORD);
    expect(await verifyPassword(DEMO_PASSWORD, hash)).toBe(true);
  });

  it('is idempotent: seeding again keeps rows and balances', async () => {
    const count = async (table: string) =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;
    const before = [
      await count('members'),
      await count('ledger_entries'),
      await count('announcements'),
      await count('inbox_messages'),
    ];
    await seedTenants(db, clock, await loadServerTenants(), DEMO_PASSWORD);
    const after = [
      await count('members'),
      await count('ledger_entries'),
      await count('announcements'),
      await count('inbox_messages'),
    ];
    expect(after).toEqual(before);
  });

  it('makes every balance the sum of its ledger rows', async () => {
    const rows = await db.query<{ balance: number; total: number }>(
      `SELECT w.balance, (SELECT sum(amount) FROM ledger_entries l WHERE l.member_id = w.member_id) AS total FROM wallet_accounts w`,
    );
    const [members] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM members');
    expect(rows.length).toBe(members?.n);
    expect(rows.length).toBeGreaterThanOrEqual(21);
    for (const row of rows) expect(row.balance).toBe(row.total);
  });
});

describe('ledger', () => {
  it('refuses to overdraw and leaves the balance untouched', async () => {
    const { id } = await member('perlas', 'member40');
    await expect(
      post(db, clock, {
        tenantId: 'perlas',
        memberId: id,
        amount: toMinor(-300.01),
        kind: 'transfer.out',
      }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect((await walletAccounts(db, 'perlas', id))[0]?.balance).toBe(toMinor(300));
  });

  it('never goes below zero under concurrent debits', async () => {
    const { id } = await member('royal88', 'member0');
    const debits = Array.from({ length: 15 }, (_, index) =>
      post(db, clock, {
        tenantId: 'royal88',
        memberId: id,
        amount: toMinor(-100),
        kind: 'transfer.out',
        reference: `db-test-${index}`,
      }),
    );
    const results = await Promise.allSettled(debits);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    expect((await walletAccounts(db, 'royal88', id))[0]?.balance).toBe(0);
    const [ledger] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_entries WHERE member_id = $1 AND reference LIKE 'db-test-%'`,
      [id],
    );
    expect(ledger?.n).toBe(10);
  });

  it('rejects a direct negative balance through the CHECK constraint', async () => {
    const { id } = await member('lucky7', 'agent2');
    await expect(
      db.query('UPDATE wallet_accounts SET balance = -1 WHERE member_id = $1', [id]),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
