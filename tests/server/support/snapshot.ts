import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Db } from '../../../server/db/db';
import { migrate } from '../../../server/db/migrate';
import { openPglite } from '../../../server/db/pglite';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo-members';
import { passwordCost } from '../../../server/domain/passwords';
import { seedTenants } from '../../../server/db/seed/seed';
import type { Clock } from '../../../server/domain/clock';
import { loadServerTenants } from '../../../server/tenants';

const ROOT = join(import.meta.dirname, '..', '..', '..');
/** Everything the seeded contents depend on: a change to any of them makes a new snapshot. */
const INPUTS = ['server/db', 'server/domain', 'server/locales', 'tenants', 'schema', 'src/locales'];

async function inputsDigest(start: number): Promise<string> {
  // The demo accounts' hashes are made at the suite's password cost.
  const hash = createHash('sha256').update(`${start}:${passwordCost()}`);
  for (const dir of INPUTS) {
    const files = (await readdir(join(ROOT, dir), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) hash.update(file).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * An in-memory PGlite, migrated and seeded at the clock's start. The run's global set-up saves a
 * `dumpDataDir` tarball in the temp folder; every file loads it (~1 s instead of ~3 s).
 */
export async function seededDb(now: Clock): Promise<Db> {
  const file = join(tmpdir(), `wl-server-db-${await inputsDigest(now())}.tar.gz`);
  const saved = await readFile(file).catch(() => undefined);
  if (saved) return openPglite(undefined, new Blob([saved]));
  const db = await openPglite();
  await migrate(db);
  await seedTenants(db, now, await loadServerTenants(), DEMO_PASSWORD);
  const snapshot = await db.snapshot?.();
  if (snapshot) {
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
    await rename(partial, file);
  }
  return db;
}
