import type { Queryable } from './db';
import { migrationFiles } from './migrate';

export type Readiness = { ready: true } | { ready: false; reason: string };

/** Ready when the database answers and every migration file is recorded as applied. */
export async function databaseReadiness(db: Queryable): Promise<Readiness> {
  let applied: Set<string>;
  try {
    const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
    applied = new Set(rows.map((row) => row.name));
  } catch {
    return { ready: false, reason: 'database unreachable or not migrated' };
  }
  const pending = (await migrationFiles()).filter((file) => !applied.has(file));
  if (pending.length) return { ready: false, reason: `${pending.length} migrations pending` };
  return { ready: true };
}
