import type { SystemStatus } from '../../contract/system';
import type { Queryable } from '../db/db';

export type { SystemStatus };

const KEY = 'system_status';
const NORMAL: SystemStatus = { maintenance: false, regionRestriction: false, location: '' };

export async function readSystemStatus(db: Queryable): Promise<SystemStatus> {
  const [row] = await db.query<{ value: SystemStatus }>(
    'SELECT value FROM settings WHERE key = $1',
    [KEY],
  );
  return { ...NORMAL, ...row?.value };
}

export async function writeSystemStatus(db: Queryable, status: SystemStatus): Promise<void> {
  await db.query(
    `INSERT INTO settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [KEY, JSON.stringify(status)],
  );
}
