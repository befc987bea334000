/** A row-returning SQL connection; every statement is parameterised ($1, $2, …). */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * The thin database seam of the server: PGlite (embedded, default) or PostgreSQL (`DATABASE_URL`).
 * int8 and numeric columns come back as JS numbers from both implementations.
 */
export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` while holding the lock `lockId`, so servers sharing one database take turns (PostgreSQL:
   * a session advisory lock; PGlite: one process, so callers of the same instance queue up).
   */
  exclusively<T>(lockId: number, fn: () => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** A gzip tarball of the whole database (PGlite only), for fast test starts. */
  snapshot?(): Promise<Blob | File>;
}

/** Postgres type ids parsed as numbers: int8 (20) and numeric (1700). Money stays within 2^53. */
export const NUMERIC_TYPE_IDS = [20, 1700] as const;

/** True when `error` is a Postgres CHECK violation (SQLSTATE 23514). */
export function isCheckViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23514';
}

/** True when `error` is a Postgres unique violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}
