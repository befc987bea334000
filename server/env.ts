import { devRequestedByEnv } from './dev-mode';
import { LOG_LEVELS, type LogLevel } from './http/logging';

/** Settings of `tsx server/index.ts`, read from the environment. */
export interface ServerEnv {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  distDir: string;
  tenantsDir?: string;
  /** `WL_DEV=1`: the development back office. */
  dev: boolean;
  /** `WL_TRUST_PROXY=1`: client addresses from X-Forwarded-For. */
  trustProxy: boolean;
  /** `WL_METRICS=1`: Prometheus metrics at /metrics. */
  metrics: boolean;
  /** `WL_LOG_LEVEL` (default info, warn under NODE_ENV=test). */
  logger: LogLevel;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid server environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Validates the environment at start-up and lists every problem at once. */
export function readServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const problems: string[] = [];
  const port = Number(env.PORT ?? '8080');
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT must be an integer from 0 to 65535 (got "${env.PORT}")`);
  }
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push(
      'DATABASE_URL must start with postgres:// or postgresql:// (or be unset to use the embedded PGlite)',
    );
  }
  const dataDir = env.WL_DATA_DIR ?? '.data/pglite';
  if (!dataDir.trim())
    problems.push('WL_DATA_DIR must not be empty (unset it for the default .data/pglite)');
  const distDir = env.WL_DIST_DIR ?? 'dist';
  if (!distDir.trim())
    problems.push('WL_DIST_DIR must not be empty (unset it for the default dist)');
  const host = env.HOST ?? '127.0.0.1';
  if (!host.trim()) problems.push('HOST must not be empty (unset it for the default 127.0.0.1)');
  for (const name of ['WL_DEV', 'WL_TRUST_PROXY', 'WL_METRICS'])
    if (![undefined, '', '0', '1'].includes(env[name]))
      problems.push(`${name} must be 1 or 0 (got "${env[name]}")`);
  const logger = readLogLevel(env);
  if (!logger)
    problems.push(
      `WL_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${env.WL_LOG_LEVEL}")`,
    );
  if (problems.length || !logger) throw new EnvError(problems);
  return {
    port,
    host,
    databaseUrl,
    dataDir,
    distDir,
    tenantsDir: env.WL_TENANTS_DIR || undefined,
    dev: devRequestedByEnv(env),
    trustProxy: env.WL_TRUST_PROXY === '1',
    metrics: env.WL_METRICS === '1',
    logger,
  };
}

/** `WL_LOG_LEVEL`, else info (warn when NODE_ENV=test: test servers stay quiet); undefined if unknown. */
export function readLogLevel(env: NodeJS.ProcessEnv = process.env): LogLevel | undefined {
  const wanted = env.WL_LOG_LEVEL || (env.NODE_ENV === 'test' ? 'warn' : 'info');
  return LOG_LEVELS.find((level) => level === wanted);
}
