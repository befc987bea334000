/** Settings of `tsx server/index.ts`, read from the environment. */
export interface ServerEnv {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  distDir: string;
  tenantsDir?: string;
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
  if (problems.length) throw new EnvError(problems);
  return { port, host, databaseUrl, dataDir, distDir, tenantsDir: env.WL_TENANTS_DIR || undefined };
}
