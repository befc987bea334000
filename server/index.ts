import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { Tenant } from '../schema/tenant';
import { buildApp } from './app';
import { closeOnSignals } from './close-on-signals';
export { DataDirLockedError } from './db/data-dir-lock';
export { DevModeInProductionError } from './dev-mode';
export { LimitsEnvError } from './domain/abuse-limits';
import { readServerEnv } from './env';
import { type LogLevel, serverLogger } from './http/logging';

export interface StartOptions {
  port: number;
  /** @default '127.0.0.1' */
  host?: string;
  /** @default 'dist' */
  distDir?: string;
  tenantsDir?: string;
  /** PGlite data folder. @default '.data/pglite'; `memory://` keeps the database in memory. */
  dataDir?: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** Logs as JSON lines (pino) at this level; `false` or absent logs nothing. */
  logger?: LogLevel | false;
  /** The development back office (`/dev/*`, outbox, dev identity provider). @default false */
  dev?: boolean;
  /** Prometheus metrics at `/metrics`. @default false */
  metrics?: boolean;
  /** Trust X-Forwarded-For from the proxy in front (client addresses for the abuse budgets). */
  trustProxy?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  tenants: Tenant[];
  close(): Promise<void>;
}

/** Builds the app and listens; prints nothing itself (only through the logger). */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const dataDir = options.databaseUrl ? undefined : (options.dataDir ?? '.data/pglite');
  if (dataDir && !dataDir.startsWith('memory://'))
    await mkdir(resolve(dataDir), { recursive: true });
  const app = await buildApp({
    distDir: options.distDir,
    tenantsDir: options.tenantsDir,
    dataDir,
    databaseUrl: options.databaseUrl,
    logger: options.logger ? serverLogger({ level: options.logger }) : false,
    dev: options.dev ?? false,
    trustProxy: options.trustProxy ?? false,
    metrics: options.metrics ?? false,
  });
  try {
    await app.listen({ port: options.port, host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const urlHost =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    tenants: app.deps.tenants.all,
    close: () => app.close(),
  };
}

async function main() {
  const env = readServerEnv();
  const server = await startServer(env);
  closeOnSignals(server.close);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
