import { randomBytes } from 'node:crypto';

import pg from 'pg';
import { inject } from 'vitest';

/** Migrated and seeded once per run (global-setup.ts) at the manual clock's start. */
export const TEMPLATE_DATABASE = 'wl_template';
/** Serialises copies: PostgreSQL refuses to copy a template another copy is reading. */
const COPY_LOCK_ID = 720_433;

const urlOf = (database: string) => inject('postgresUrl').replace(/\/[^/]+$/, `/${database}`);

/**
 * A database of its own on the run's PostgreSQL cluster: a copy of the seeded template (a file
 * copy, ~0.1 s), or empty. Dropped with the cluster at the end of the run.
 */
export async function freshPostgresDatabase({ seeded = true } = {}): Promise<string> {
  const name = `wl_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('postgresUrl') });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [COPY_LOCK_ID]);
    await admin.query(
      seeded ? `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}` : `CREATE DATABASE ${name}`,
    );
  } finally {
    await admin.end();
  }
  return urlOf(name);
}
