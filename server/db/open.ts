import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface DbOptions {
  /** PostgreSQL connection string; wins over `dataDir`. */
  databaseUrl?: string;
  /** PGlite data folder; in memory when neither option is given. */
  dataDir?: string;
}

/** Opens the configured database (not yet migrated). */
export function openDb({ databaseUrl, dataDir }: DbOptions): Promise<Db> {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir);
}
