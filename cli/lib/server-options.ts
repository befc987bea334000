import path from 'node:path';

import type { RunningServer, StartOptions } from '../../server/index';
import { assertDevAllowed, devRequestedByEnv } from '../../server/dev-mode';
import { readLogLevel } from '../../server/env';
import type { LogLevel } from '../../server/http/logging';
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
 * How `wl start` and `wl dev` run the server: the development back office when asked (`--demo`,
 * `WL_DEV=1`), JSON logs at `WL_LOG_LEVEL`, X-Forwarded-For trusted with `WL_TRUST_PROXY=1`,
 * `/metrics` with `WL_METRICS=1`.
 */
export function serverRuntime({ demo }: { demo?: boolean }): {
  dev: boolean;
  logger: LogLevel;
  trustProxy: boolean;
  metrics: boolean;
} {
  const logger = readLogLevel();
  if (!logger) throw new UserError(`WL_LOG_LEVEL="${process.env.WL_LOG_LEVEL}" is not a log level`);
  const dev = Boolean(demo) || devRequestedByEnv();
  try {
    assertDevAllowed(dev);
  } catch (error) {
    throw new UserError((error as Error).message);
  }
  return {
    dev,
    logger,
    trustProxy: process.env.WL_TRUST_PROXY === '1',
    metrics: process.env.WL_METRICS === '1',
  };
}

/**
 * Starts the reference server, loaded only now (`wl --help` never pays for it). Another server holding
 * the PGlite folder, a bad WL_ABUSE_LIMITS_SCALE, or the back office asked for in production, is
 * the operator's to fix: a UserError, printed
 * without a stack trace.
 */
export async function startReferenceServer(options: StartOptions): Promise<RunningServer> {
  const { startServer, DataDirLockedError, DevModeInProductionError, LimitsEnvError } =
    await import('../../server/index');
  return startServer(options).catch((error: unknown) => {
    const operators =
      error instanceof DataDirLockedError ||
      error instanceof LimitsEnvError ||
      error instanceof DevModeInProductionError;
    throw operators ? new UserError(error.message) : error;
  });
}
