import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { lockDataDir } from '../../server/db/data-dir-lock';
import { openPglite } from '../../server/db/pglite';
import { makeProject, runWl, runWlProcess } from './helpers';

const project = makeProject([]);
const dataDir = path.join(project.root, '.data', 'pglite');
afterAll(() => project.cleanup());

describe('wl keys rotate', () => {
  it('adds a key generation to the project database and keeps only the previous one', async () => {
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await runWl(['keys', 'rotate'], project.root));

    expect(runs.map((run) => run.code)).toEqual([0, 0, 0]);
    expect(runs[2]?.stdout).toContain('New RSA transport key (generation 3)');
    expect(runs[2]?.stdout).toContain('accepted for 60 more minutes');
    const db = await openPglite(dataDir);
    try {
      const rows = await db.query('SELECT generation FROM transport_keys ORDER BY generation');
      expect(rows).toEqual([{ generation: 2 }, { generation: 3 }]);
    } finally {
      await db.close();
    }
  });

  it('exits 1 naming the server that holds the data folder', async () => {
    const lock = lockDataDir(dataDir);
    try {
      // A process of its own: the lock is per process, and in this one the holder is the test.
      const { code, stderr } = await runWlProcess(['keys', 'rotate'], project.root);
      expect(code).toBe(1);
      expect(stderr).toContain(`pid ${process.pid}`);
      expect(stderr).not.toContain('This is a bug in wl');
    } finally {
      lock.release();
    }
  });
});
