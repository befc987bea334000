import { randomBytes } from 'node:crypto';

import type { Queryable } from '../../db/db';
import type { Clock } from '../clock';

/**
 * The database's signing secret (payment links, game tickets, social tokens), made by the first
 * server that asks: every instance on the database signs and checks with the same bytes.
 */
export async function loadSigningSecret(db: Queryable, now: Clock): Promise<Buffer> {
  await db.query(
    `INSERT INTO signing_secret (id, secret_hex, created_at) VALUES (1, $1, $2)
     ON CONFLICT (id) DO NOTHING`,
    [randomBytes(32).toString('hex'), now()],
  );
  const [row] = await db.query<{ secretHex: string }>(
    'SELECT secret_hex AS "secretHex" FROM signing_secret WHERE id = 1',
  );
  if (!row) throw new Error('signing_secret has no row after inserting one');
  return Buffer.from(row.secretHex, 'hex');
}
