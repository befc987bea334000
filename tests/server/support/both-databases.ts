import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';

import { buildApp } from '../../../server/app';
import { testApp } from './app';
import { manualClock } from './clock';
import { freshPostgresDatabase } from './postgres-database';

type Case = (app: FastifyInstance) => Promise<void>;

/**
 * Runs the same concurrency cases on PGlite (one connection) and on a real PostgreSQL (a pool, row
 * locks really contended): `describe('<subject> on PGlite' | '<subject> on PostgreSQL …')`.
 */
export function onBothDatabases(subject: string, cases: Record<string, Case>) {
  const define = (getApp: () => FastifyInstance) => {
    for (const [title, run] of Object.entries(cases)) it(title, () => run(getApp()));
  };

  describe(`${subject} on PGlite`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      ({ app } = await testApp());
    });
    afterAll(() => app.close());
    define(() => app);
  });

  describe(`${subject} on PostgreSQL (row locks, pool of connections)`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      const databaseUrl = await freshPostgresDatabase();
      app = await buildApp({ databaseUrl, now: manualClock(), dev: true });
    }, 120_000);
    afterAll(() => app?.close());
    define(() => app);
  });
}
