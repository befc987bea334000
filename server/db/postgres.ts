import pg from 'pg';

import { type Db, NUMERIC_TYPE_IDS } from './db';

const numberTypes = new Set<number>(NUMERIC_TYPE_IDS);

/** PostgreSQL through a `pg` connection pool (`DATABASE_URL`). */
export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        numberTypes.has(oid)
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection the server drops (restart, failover) is discarded by the pool and the next
  // query reconnects; without a listener its 'error' event would crash the whole process.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return result.rows as T[];
    },
    async transaction(fn) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <T>(sql: string, params: unknown[] = []) =>
            (await client.query(sql, params)).rows as T[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A lost connection cannot roll back: destroy it rather than pool it; keep the first error.
        broken = await client.query('ROLLBACK').then(
          () => false,
          () => true,
        );
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async exclusively(lockId, fn) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [lockId]);
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [lockId]);
        }
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
