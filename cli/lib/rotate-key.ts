import type { DbOptions } from '../../server/db/open';
import { UserError } from './errors';

export interface RotatedKey {
  generation: number;
  graceMinutes: number;
}

/**
 * Migrates the database and gives it a new RSA transport key (server modules loaded only now). A PGlite
 * folder held by a running server is the operator's to fix: a UserError naming the holder.
 */
export async function rotateStoredTransportKey(storage: DbOptions): Promise<RotatedKey> {
  const [{ openDb }, { migrate }, { DataDirLockedError }, keys, { systemClock }] =
    await Promise.all([
      import('../../server/db/open'),
      import('../../server/db/migrate'),
      import('../../server/db/data-dir-lock'),
      import('../../server/domain/crypto/transport-keys'),
      import('../../server/domain/clock'),
    ]);
  const db = await openDb(storage).catch((error: unknown) => {
    throw error instanceof DataDirLockedError ? new UserError(error.message) : error;
  });
  try {
    await migrate(db);
    const generation = await keys.rotateTransportKey(db, systemClock);
    return { generation, graceMinutes: keys.TRANSPORT_KEY_GRACE_MS / 60_000 };
  } finally {
    await db.close();
  }
}
