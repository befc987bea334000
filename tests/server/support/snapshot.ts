import { createHash } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
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

const SNAPSHOT_PREFIX = 'wl-server-db-';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Snapshots of older sources (tens of MB each) left by earlier runs: a day old, nobody loads them. */
async function removeStaleSnapshots(): Promise<void> {
  for (const name of await readdir(tmpdir())) {
    if (!name.startsWith(SNAPSHOT_PREFIX)) continue;
    const file = join(tmpdir(), name);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > DAY_MS) await rm(file, { force: true });
  }
}

/** One digest per clock start and process: it reads some 700 files. */
const digests = new Map<number, Promise<string>>();
/** The snapshot this process has read, by file: every later file of the worker reuses it. */
const loaded = new Map<string, Blob>();

/**
 * An in-memory PGlite, migrated and seeded at the clock's start. The run's global set-up saves a
 * `dumpDataDir` tarball in the temp folder; every file loads it (~0.5 s instead of ~3 s).
 */
export async function seededDb(now: Clock): Promise<Db> {
  const start = now();
  if (!digests.has(start)) digests.set(start, inputsDigest(start));
  const file = join(tmpdir(), `${SNAPSHOT_PREFIX}${await digests.get(start)}.tar`);
  let saved = loaded.get(file);
  if (!saved) {
    const bytes = await readFile(file).catch(() => undefined);
    if (bytes) loaded.set(file, (saved = new Blob([bytes])));
  }
  if (saved) return openPglite(undefined, saved);
  const db = await openPglite();
  await migrate(db);
  await seedTenants(db, now, await loadServerTenants(), DEMO_PASSWORD);
  const snapshot = await db.snapshot?.();
  if (snapshot) {
    await removeStaleSnapshots();
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
    await rename(partial, file);
  }
  return db;
}
