import type { TestProject } from 'vitest/node';

import { migrate } from '../../../server/db/migrate';
import { openPostgres } from '../../../server/db/postgres';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo-members';
import { seedTenants } from '../../../server/db/seed/seed';
import { loadServerTenants } from '../../../server/tenants';
import { manualClock } from './clock';
import { startPostgresCluster } from './postgres-cluster';
import { TEMPLATE_DATABASE } from './postgres-database';
import { seededDb } from './snapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `postgres://…/wl_test` of the run's cluster; files copy `wl_template` from it. */
    postgresUrl: string;
  }
}

/**
 * Once per run, before any server test file: the PGlite snapshot every `testApp()` loads, and one
 * PostgreSQL cluster with a migrated, seeded template database that each file copies.
 */
export default async function setup(project: TestProject) {
  // The project's `env` reaches the workers only: seed here as they will (the password cost).
  Object.assign(process.env, project.config.env);
  const clock = manualClock();
  await (await seededDb(clock)).close();
  const cluster = await startPostgresCluster();
  const admin = await openPostgres(cluster.url);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.close();
  const template = await openPostgres(cluster.url.replace(/\/[^/]+$/, `/${TEMPLATE_DATABASE}`));
  try {
    await migrate(template);
    await seedTenants(template, clock, await loadServerTenants(), DEMO_PASSWORD);
  } finally {
    await template.close();
  }
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
