import { PGlite, type Transaction } from '@electric-sql/pglite';

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

/**
 * Embedded Postgres: in memory without `dataDir`, else persisted in that folder. `snapshot` (a
 * `dumpDataDir()` tarball) starts from saved contents, ~3× faster than a cold start.
 */
export async function openPglite(dataDir?: string, snapshot?: Blob): Promise<Db> {
  const pglite = new PGlite({ dataDir, parsers, loadDataDir: snapshot });
  await pglite.waitReady;
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
    close: () => pglite.close(),
    snapshot: () => pglite.dumpDataDir('gzip'),
  };
}
