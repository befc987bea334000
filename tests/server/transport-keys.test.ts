import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { openPostgres } from '../../server/db/postgres';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-members';
import { MINUTE } from '../../server/domain/clock';
import {
  ensureTransportKey,
  rotateTransportKey,
  TRANSPORT_KEY_GRACE_MS,
} from '../../server/domain/crypto/transport-keys';
import { LUCKY7, TEST_LIMITS } from './support/app';
import { manualClock } from './support/clock';
import { freshPostgresDatabase } from './support/postgres-database';
import { seededDb } from './support/snapshot';
import { tcgEncrypt } from './support/tcg-client';

const LOGIN = { username: 'member0', password: DEMO_PASSWORD, type: 'username' };

async function modulusOf(app: FastifyInstance): Promise<string> {
  const answer = await app.inject({
    method: 'GET',
    url: '/wps/session/key/rsa',
    headers: { merchant: LUCKY7 },
  });
  return answer.json<{ value: string }>().value;
}

function loginWith(app: FastifyInstance, modulusHex: string) {
  const { encryption, body } = tcgEncrypt(modulusHex, LOGIN);
  return app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: { merchant: LUCKY7, encryption },
    payload: body,
  });
}

describe('the RSA transport key, shared by every instance on one database', () => {
  const clock = manualClock();
  let db: Db;
  let first: FastifyInstance;
  let second: FastifyInstance;
  /** Another instance on the same database: closing it leaves the database to `first`. */
  const instance = () =>
    buildApp({ now: clock, dev: true, limits: TEST_LIMITS, db: { ...db, close: async () => {} } });

  beforeAll(async () => {
    db = await seededDb(clock);
    first = await buildApp({ now: clock, dev: true, limits: TEST_LIMITS, db });
    second = await instance();
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('is handed out alike by both instances, and after a restart', async () => {
    const restarted = await instance();
    try {
      expect(await modulusOf(second)).toBe(await modulusOf(first));
      expect(await modulusOf(restarted)).toBe(await modulusOf(first));
    } finally {
      await restarted.close();
    }
  });

  it('lets a payload encrypted with one instance key log in through the other', async () => {
    const answer = await loginWith(second, await modulusOf(first));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, value: { userName: 'member0' } });
  });

  it('after a rotation, accepts the previous key for the grace period only', async () => {
    const previous = await modulusOf(first);
    await rotateTransportKey(db, clock);
    const current = await modulusOf(second);
    expect(current).not.toBe(previous);
    expect(await modulusOf(first)).toBe(current);

    clock.advance(TRANSPORT_KEY_GRACE_MS - MINUTE);
    expect((await loginWith(first, previous)).json()).toMatchObject({ success: true });

    clock.advance(MINUTE);
    const late = await loginWith(second, previous);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ success: false, errorCode: 'encryption.invalid' });
    expect((await loginWith(second, current)).json()).toMatchObject({ success: true });
  });

  it('forgets keys older than the previous one', async () => {
    const older = await modulusOf(first);
    await rotateTransportKey(db, clock);
    await rotateTransportKey(db, clock);
    expect(await db.query('SELECT generation FROM transport_keys')).toHaveLength(2);
    expect((await loginWith(first, older)).json()).toMatchObject({
      errorCode: 'encryption.invalid',
    });
  });
});

describe('the first key of a new database', () => {
  it('is generated once when servers start together', async () => {
    const clock = manualClock();
    const db = await seededDb(clock);
    try {
      await db.query('DELETE FROM transport_keys');
      await Promise.all([ensureTransportKey(db, clock), ensureTransportKey(db, clock)]);
      await ensureTransportKey(db, clock);
      expect(await db.query('SELECT generation FROM transport_keys')).toEqual([{ generation: 1 }]);
    } finally {
      await db.close();
    }
  });
});

describe('the first key of an empty PostgreSQL database', () => {
  it('is shared by two instances starting together', async () => {
    const databaseUrl = await freshPostgresDatabase();
    const start = () =>
      buildApp({
        databaseUrl,
        now: manualClock(),
        dev: true,
        limits: TEST_LIMITS,
        tenantsReloadMs: 0,
      });
    const [one, two] = await Promise.all([start(), start()]);
    try {
      const modulus = await modulusOf(one);
      expect(await modulusOf(two)).toBe(modulus);
      expect((await loginWith(two, modulus)).json()).toMatchObject({ success: true });
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  }, 120_000);

  it('is written once when four connections race', async () => {
    const databaseUrl = await freshPostgresDatabase();
    const clock = manualClock();
    const dbs = await Promise.all([1, 2, 3, 4].map(() => openPostgres(databaseUrl)));
    try {
      await Promise.all(dbs.map((db) => ensureTransportKey(db, clock)));
      expect(await dbs[0]!.query('SELECT generation FROM transport_keys')).toEqual([
        { generation: 1 },
      ]);
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
    }
  });
});
