import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { freePort } from '../../support/free-port';

const run = promisify(execFile);
const PG_ROOT = '/usr/lib/postgresql';
const DATABASE = 'wl_test';
const INITDB_FLAGS = ['-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'];
/** Local TCP only; durability off (the data dies with the test). */
const SERVER_SETTINGS = '-c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off';

export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/wl_test`, trust auth. */
  url: string;
  /** Restarts the server on the same port, dropping every open connection (as a failover would). */
  restart(): Promise<void>;
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>;
}

/** The newest Debian PostgreSQL's bin folder; throws the install command when there is none. */
function binDir(): string {
  const versions = existsSync(PG_ROOT)
    ? readdirSync(PG_ROOT).sort((a, b) => Number(b) - Number(a))
    : [];
  const found = versions.map((v) => join(PG_ROOT, v, 'bin')).find((dir) => isServerBin(dir));
  if (!found)
    throw new Error(
      `PostgreSQL not found in ${PG_ROOT}/<version>/bin: apt-get install -y postgresql`,
    );
  return found;
}

function isServerBin(dir: string) {
  return ['initdb', 'pg_ctl', 'postgres'].every((name) => existsSync(join(dir, name)));
}

/** PostgreSQL refuses to run as root: as root, every binary runs as the `postgres` user. */
const asRoot = process.getuid?.() === 0;
function command(bin: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

/**
 * Starts a throwaway cluster (trust auth) on a free 127.0.0.1 port, with its data and socket in a
 * fresh /tmp folder, and creates the `wl_test` database.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = binDir();
  const root = await mkdtemp(join(tmpdir(), 'wl-pg-'));
  if (asRoot) {
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres'])));
    await chown(root, uid as number, gid as number);
  }
  const data = join(root, 'data');
  const log = join(root, 'server.log');
  const pg = (name: string, args: string[]) => run(...command(join(bin, name), args));
  const stopServer = () => pg('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w']);
  // A crashed test run must not leave a server behind.
  const onExit = () => {
    try {
      execFileSync(...command(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate']));
    } catch {
      // already stopped
    }
  };
  const port = await freePort();
  const options = `-p ${port} -k ${root} ${SERVER_SETTINGS}`;
  try {
    await pg('initdb', ['-D', data, ...INITDB_FLAGS]);
    await pg('pg_ctl', ['start', '-D', data, '-l', log, '-w', '-o', options]);
    process.once('exit', onExit);
    await pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', DATABASE]);
  } catch (error) {
    await stopServer().catch(() => undefined);
    await rm(root, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`,
    async restart() {
      await pg('pg_ctl', ['restart', '-D', data, '-l', log, '-m', 'fast', '-w']);
    },
    async stop() {
      process.off('exit', onExit);
      await stopServer();
      await rm(root, { recursive: true, force: true });
    },
  };
}
