import path from 'node:path';

import type { RunningServer, StartOptions } from '../../server/index';
import { UserError } from './errors';
import type { ProjectPaths } from './project';

/**
 * Where the reference server started by `wl start` / `wl dev` keeps its data: DATABASE_URL when set,
 * else the PGlite folder WL_DATA_DIR, else `<project>/.data/pglite` (so `--cwd` is honoured).
 */
export function serverStorage(paths: ProjectPaths): { dataDir?: string; databaseUrl?: string } {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) return { databaseUrl };
  return { dataDir: process.env.WL_DATA_DIR ?? path.join(paths.root, '.data', 'pglite') };
}

/**
 * Starts the reference server, loaded only now (`wl --help` never pays for it). Another server holding
 * the PGlite folder, or a bad WL_ABUSE_LIMITS_SCALE, is the operator's to fix: a UserError, printed
 * without a stack trace.
 */
export async function startReferenceServer(options: StartOptions): Promise<RunningServer> {
  const { startServer, DataDirLockedError, LimitsEnvError } = await import('../../server/index');
  return startServer(options).catch((error: unknown) => {
    const operators = error instanceof DataDirLockedError || error instanceof LimitsEnvError;
    throw operators ? new UserError(error.message) : error;
  });
}
