import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { DataDirLockedError, lockPathOf } from '../../server/db/data-dir-lock';
import { openPglite } from '../../server/db/pglite';

const REPO = path.join(import.meta.dirname, '..', '..');
const root = mkdtempSync(path.join(tmpdir(), 'wl-lock-'));
let folders = 0;
const newFolder = () => path.join(root, `pglite-${(folders += 1)}`);

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The pid of a process that has already exited. */
function deadPid(): number {
  const { pid, status } = spawnSync(process.execPath, ['-e', '']);
  expect(status).toBe(0);
  return pid!;
}

/** Runs the reference server as its own process on `dataDir`; resolves when it exits. */
function runServer(dataDir: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'server/index.ts'],
      { cwd: REPO, env: { ...process.env, WL_DATA_DIR: dataDir, PORT: '0' }, timeout: 60_000 },
      (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
    );
  });
}

describe('PGlite data folder lock', () => {
  it('refuses a second open of the same folder, naming the holder pid, until the first closes', async () => {
    const folder = newFolder();
    const first = await openPglite(folder);
    const refusal = await openPglite(folder).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(`pid ${process.pid}`);
    expect((refusal as Error).message).toContain('DATABASE_URL');
    expect(JSON.parse(readFileSync(lockPathOf(folder), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    await first.close();
    expect(existsSync(lockPathOf(folder))).toBe(false);
    const again = await openPglite(folder);
    await again.close();
  });

  it('takes over a lock left by a process that is no longer alive', async () => {
    const folder = newFolder();
    const stale = { pid: deadPid(), host: hostname(), startedAt: 0, token: 'crashed' };
    writeFileSync(lockPathOf(folder), JSON.stringify(stale));
    const db = await openPglite(folder);
    try {
      expect(JSON.parse(readFileSync(lockPathOf(folder), 'utf8'))).toMatchObject({
        pid: process.pid,
      });
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });

  it('needs no lock in memory', async () => {
    const [a, b] = await Promise.all([openPglite('memory://'), openPglite('memory://')]);
    await Promise.all([a.close(), b.close()]);
    expect(existsSync(lockPathOf('memory://'))).toBe(false);
  });

  it('makes a second server process exit 1 with the message while this one holds the folder', async () => {
    const folder = newFolder();
    const holder = await openPglite(folder);
    try {
      const { code, stderr } = await runServer(folder);
      expect(code).toBe(1);
      expect(stderr).toContain(`is in use by another server pid ${process.pid}`);
      expect(stderr).toContain('DATABASE_URL');
      expect(stderr).not.toMatch(/\n\s+at /); // no stack trace
    } finally {
      await holder.close();
    }
  }, 60_000);
});
