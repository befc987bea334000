import { readdir } from 'node:fs/promises';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Minor, toMinor } from '../../contract/money';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { migrate, MIGRATIONS_DIR } from '../../server/db/migrate';
import { openPostgres } from '../../server/db/postgres';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../server/db/seed/demo-members';
import { seedTenants } from '../../server/db/seed/seed';
import { InsufficientFundsError, post } from '../../server/domain/ledger';
import { readServerEnv } from '../../server/env';
import { loadServerTenants } from '../../server/tenants';
import { getAs, LUCKY7, loginToken, PERLAS } from './support/app';
import { manualClock } from './support/clock';
import { type PostgresCluster, startPostgresCluster } from './support/postgres-cluster';

// The server on a real PostgreSQL (not PGlite): pg pool, migrations, seed, routes, row locks.
const clock = manualClock();
let cluster: PostgresCluster;
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  const { databaseUrl } = readServerEnv({ DATABASE_URL: cluster.url });
  app = await buildApp({ databaseUrl, now: clock, dev: true });
  db = await openPostgres(cluster.url);
}, 120_000);
afterAll(async () => {
  await db?.close();
  await app?.close();
  await cluster?.stop();
});

const count = async (table: string) =>
  (await db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n;

async function memberRow(tenantId: string, username: string) {
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM members WHERE tenant_id = $1 AND username = $2',
    [tenantId, username],
  );
  if (!row) throw new Error(`no ${username} in ${tenantId}`);
  return row;
}

/** Plain JSON login: perlas has `api.encryption: none`. */
async function plainLogin(username: string, password = DEMO_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: { merchant: PERLAS },
    payload: { username, password },
  });
  return response.json<{ success: boolean; value: { token: string; customerType: number } }>();
}

async function balanceOf(merchant: string, token: string) {
  const response = await getAs(app, merchant, '/wps/wallets/balance', token);
  return response.json<{ value: { sumBalance: number } }>().value.sumBalance;
}

describe('migrations and seed on PostgreSQL', () => {
  it('records every migration file, and applying again is a no-op', async () => {
    const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
    const rows = await db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(rows.map((row) => row.name)).toEqual(files);
    expect(await migrate(db)).toEqual([]);
    expect(await count('schema_migrations')).toBe(files.length);
  });

  it('seeds every tenant, and seeding again keeps rows and balances', async () => {
    const tables = ['tenants', 'members', 'wallet_accounts', 'ledger_entries', 'inbox_messages'];
    const before = await Promise.all(tables.map(count));
    expect(before[0]).toBe(3);
    expect(before[1]).toBeGreaterThanOrEqual(21);
    await seedTenants(db, clock, await loadServerTenants(), DEMO_PASSWORD);
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });

  it('starts a second server on the same database without applying or seeding twice', async () => {
    const before = await count('ledger_entries');
    const second = await buildApp({ databaseUrl: cluster.url, now: clock, dev: true });
    await second.close();
    expect(await count('ledger_entries')).toBe(before);
  });
});

describe('several servers starting at once on an empty database', () => {
  it('migrates and seeds exactly once', async () => {
    await db.exec('CREATE DATABASE wl_race');
    const databaseUrl = cluster.url.replace(/\/wl_test$/, '/wl_race');
    const starts = await Promise.allSettled(
      [1, 2, 3].map(() => buildApp({ databaseUrl, now: clock, dev: true })),
    );
    const apps = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
    await Promise.all(apps.map((started) => started.close()));
    expect(
      starts.flatMap((start) => (start.status === 'rejected' ? [String(start.reason)] : [])),
    ).toEqual([]);

    const race = await openPostgres(databaseUrl);
    const countsSql = `SELECT (SELECT count(*) FROM schema_migrations) AS migrations,
         (SELECT count(*) FROM members) AS members, (SELECT count(*) FROM ledger_entries) AS ledger`;
    const counts = await race.query<{ migrations: number; members: number; ledger: number }>(
      countsSql,
    );
    await race.close();
    // The database seeded by one server (same clock, deterministic seed) has the same rows.
    const [once] = await db.query<{ members: number; ledger: number }>(countsSql);
    const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql'));
    expect(once?.members).toBeGreaterThanOrEqual(
      DEMO_MEMBERS.length * (await loadServerTenants()).length,
    );
    expect(counts).toEqual([
      { migrations: files.length, members: once?.members, ledger: once?.ledger },
    ]);
  });
});

describe('API on PostgreSQL', () => {
  it('logs a demo account in with plain JSON and answers member info and balance', async () => {
    const answer = await plainLogin('member0');
    expect(answer).toMatchObject({ success: true, value: { customerType: 0 } });
    const info = await getAs(app, PERLAS, '/wps/member/info', answer.value.token);
    expect(info.json().value).toMatchObject({ account: 'member0', type: 0, toUpline: 'agent1' });
    const balance = await getAs(app, PERLAS, '/wps/wallets/balance', answer.value.token);
    expect(balance.json().value).toMatchObject({
      sumBalance: 1000,
      currency: 'PHP',
      balance: [{ accountTypeId: 1, availBalance: 1000 }],
    });
  });

  it('refuses a wrong password', async () => {
    expect(await plainLogin('agent1', 'wrong-password')).toMatchObject({
      success: false,
      errorCode: 'login.failed',
    });
  });
});

describe('ledger on PostgreSQL', () => {
  it('never overdraws under concurrent debits, and the ledger sums to the balance', async () => {
    const { id } = await memberRow('perlas', 'agent2');
    const { token } = (await plainLogin('agent2')).value;
    const start = await balanceOf(PERLAS, token);
    const amount = 200;
    const debits = Array.from({ length: 20 }, (_, index) =>
      post(db, clock, {
        tenantId: 'perlas',
        memberId: id,
        amount: toMinor(-amount),
        kind: 'transfer.out',
        reference: `race.${index}`,
      }),
    );
    expect(20 * amount).toBeGreaterThan(start);
    const results = await Promise.allSettled(debits);
    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    const rejected = results.flatMap((result) => (result.status === 'rejected' ? [result] : []));
    expect(fulfilled).toHaveLength(Math.floor(start / amount));
    for (const result of rejected) expect(result.reason).toBeInstanceOf(InsufficientFundsError);

    const balance = await balanceOf(PERLAS, token);
    expect(balance).toBe(start - fulfilled.length * amount);
    expect(balance).toBeGreaterThanOrEqual(0);
    const [ledger] = await db.query<{ total: Minor; lowest: Minor }>(
      `SELECT sum(amount) AS total, min(balance_after) AS lowest FROM ledger_entries
       WHERE tenant_id = 'perlas' AND member_id = $1`,
      [id],
    );
    expect(ledger).toEqual({ total: toMinor(balance), lowest: toMinor(balance) });
  });
});

describe('tenant isolation on PostgreSQL', () => {
  it('keeps same-named accounts apart and refuses a token under another merchant', async () => {
    const perlas = (await plainLogin('member40')).value.token;
    const lucky7 = await loginToken(app, LUCKY7, 'member40');
    expect((await memberRow('perlas', 'member40')).id).not.toBe(
      (await memberRow('lucky7', 'member40')).id,
    );
    await post(db, clock, {
      tenantId: 'perlas',
      memberId: (await memberRow('perlas', 'member40')).id,
      amount: toMinor(-50),
      kind: 'transfer.out',
    });
    expect(await balanceOf(PERLAS, perlas)).toBe(250);
    expect(await balanceOf(LUCKY7, lucky7)).toBe(300);

    const crossed = await getAs(app, LUCKY7, '/wps/member/info', perlas);
    expect(crossed.statusCode).toBe(401);
    expect(crossed.json()).toMatchObject({ success: false, errorCode: 'user.or.token.invalid' });
  });
});

describe('connection loss', () => {
  it('survives a PostgreSQL restart: the pool reconnects, the process does not crash', async () => {
    const { token } = (await plainLogin('agent41')).value;
    await cluster.restart();
    expect(await balanceOf(PERLAS, token)).toBe(8000);
    expect(await count('tenants')).toBe(3);
  });
});
