import { PGlite, type Transaction } from '@electric-sql/pglite';

import { lockDataDir } from './data-dir-lock';
import { type Db, NUMERIC_TYPE_IDS, type Queryable } from './db';

const parsers = Object.fromEntries(
  NUMERIC_TYPE_IDS.map((id) => [id, (value: string) => Number(value)]),
);

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params);
      return result.rows;
    },
  };
}

/** PGlite is one process: two writing one folder lose each other's commits, so a folder is locked. */
const isFolder = (dataDir?: string): dataDir is string =>
  dataDir !== undefined && !dataDir.startsWith('memory://');

/**
 * Embedded Postgres: in memory without `dataDir`, else persisted in that folder, which it locks
 * (DataDirLockedError while another process has it open). `snapshot` (a `dumpDataDir()` tarball)
 * starts from saved contents, ~3× faster than a cold start; it is left uncompressed, since
 * unpacking a gzipped one costs a third of the load.
 */
export async function openPglite(dataDir?: string, snapshot?: Blob): Promise<Db> {
  const lock = isFolder(dataDir) ? lockDataDir(dataDir) : undefined;
  let pglite: PGlite;
  try {
    pglite = new PGlite({ dataDir, parsers, loadDataDir: snapshot });
    await pglite.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  let queue: Promise<unknown> = Promise.resolve();
  return {
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    exclusively: (_lockId, fn) => {
      const turn = queue.then(fn, fn);
      queue = turn.catch(() => undefined);
      return turn;
    },
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    close: async () => {
      try {
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
    snapshot: () => pglite.dumpDataDir('none'),
  };
}
