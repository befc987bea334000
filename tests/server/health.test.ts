import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testApp } from './support/app';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => app.close());

describe('health probes', () => {
  it('/healthz answers 200 JSON while the process runs', async () => {
    const answer = await app.inject({ method: 'GET', url: '/healthz' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 on a reachable, migrated database', async () => {
    const answer = await app.inject({ method: 'GET', url: '/readyz' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ready' });
  });

  it('/readyz answers 503 when a migration is not applied', async () => {
    const [last] = await app.deps.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1',
    );
    await app.deps.db.query('DELETE FROM schema_migrations WHERE name = $1', [last!.name]);
    try {
      const answer = await app.inject({ method: 'GET', url: '/readyz' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'unavailable', reason: '1 migrations pending' });
    } finally {
      await app.deps.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last!.name]);
    }
  });
});

describe('readiness of a closed database', () => {
  it('/readyz answers 503 without naming the error; /healthz still 200', async () => {
    const { app: closing } = await testApp();
    const { db } = closing.deps;
    const close = db.close.bind(db);
    await close();
    Object.assign(db, { close: async () => {} });
    try {
      const ready = await closing.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        reason: 'database unreachable or not migrated',
      });
      expect((await closing.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await closing.close();
    }
  });
});
