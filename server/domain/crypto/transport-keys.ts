import type { Db, Queryable } from '../../db/db';
import { type Clock, HOUR } from '../clock';
import { generateTransportKeyPem, type TransportKey, transportKeyFromPem } from './rsa';

/** How long the key before the newest one still decrypts after a rotation. */
export const TRANSPORT_KEY_GRACE_MS = HOUR;

interface KeyRow {
  generation: number;
  private_key_pem: string;
  created_at: number;
}

/** Generation 1 is written only into an empty table: servers starting together all keep the winner's. */
export async function ensureTransportKey(db: Queryable, now: Clock): Promise<void> {
  const [existing] = await db.query('SELECT 1 FROM transport_keys LIMIT 1');
  if (existing) return;
  await db.query(
    `INSERT INTO transport_keys (generation, private_key_pem, created_at)
     SELECT 1, $1, $2 WHERE NOT EXISTS (SELECT 1 FROM transport_keys)
     ON CONFLICT (generation) DO NOTHING`,
    [generateTransportKeyPem(), now()],
  );
}

/**
 * Makes a new newest key; the one it replaces stays accepted for {@link TRANSPORT_KEY_GRACE_MS}.
 * Older keys are deleted. Two rotations at once make one new key. Answers the newest generation.
 */
export async function rotateTransportKey(db: Db, now: Clock): Promise<number> {
  const pem = generateTransportKeyPem();
  return db.transaction(async (tx) => {
    const [inserted] = await tx.query<{ generation: number }>(
      `INSERT INTO transport_keys (generation, private_key_pem, created_at)
       SELECT coalesce(max(generation), 0) + 1, $1, $2 FROM transport_keys
       ON CONFLICT (generation) DO NOTHING RETURNING generation`,
      [pem, now()],
    );
    const [newest] = await tx.query<{ generation: number }>(
      'SELECT max(generation) AS generation FROM transport_keys',
    );
    const generation = inserted?.generation ?? newest?.generation ?? 0;
    await tx.query('DELETE FROM transport_keys WHERE generation < $1', [generation - 1]);
    return generation;
  });
}

/** The keys in the database, read on each use so a rotation or another instance's key is seen at once. */
export class TransportKeyRing {
  private readonly parsed = new Map<string, TransportKey>();

  constructor(
    private readonly db: Queryable,
    private readonly now: Clock,
    private readonly graceMs = TRANSPORT_KEY_GRACE_MS,
  ) {}

  /** The key handed to clients (`GET /wps/session/key/rsa`). */
  async current(): Promise<TransportKey> {
    const [newest] = await this.usable();
    if (!newest) throw new Error('No transport key: ensureTransportKey was not run');
    return newest;
  }

  /** Keys that may decrypt a payload: the newest, then the previous one within its grace period. */
  async usable(): Promise<TransportKey[]> {
    const rows = await this.db.query<KeyRow>(
      'SELECT generation, private_key_pem, created_at FROM transport_keys ORDER BY generation DESC LIMIT 2',
    );
    const [newest, previous] = rows;
    if (!newest) return [];
    const inGrace = previous && this.now() < newest.created_at + this.graceMs;
    return (inGrace ? [newest, previous] : [newest]).map((row) => this.keyOf(row));
  }

  private keyOf(row: KeyRow): TransportKey {
    let key = this.parsed.get(row.private_key_pem);
    if (!key) {
      key = transportKeyFromPem(row.private_key_pem);
      this.parsed.set(row.private_key_pem, key);
    }
    return key;
  }
}
