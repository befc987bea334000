import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { lockDataDir } from '../../server/db/data-dir-lock';
import { makeProject, runWlProcess, writeFakeApp } from './helpers';

const project = makeProject(['perlas']);
afterAll(() => project.cleanup());

describe('wl start on a data folder another server holds', () => {
  it('exits 1 with the holder pid and what to do, without a stack trace', async () => {
    writeFakeApp(project.root);
    const lock = lockDataDir(path.join(project.root, '.data', 'pglite'));
    try {
      const { code, stderr } = await runWlProcess(['start', '--port', '0'], project.root);
      expect(code).toBe(1);
      expect(stderr).toMatch(/^error: the data folder .+ is in use by another server pid \d+/);
      expect(stderr).toContain(`pid ${process.pid}`);
      expect(stderr).toContain('DATABASE_URL');
      expect(stderr).not.toContain('This is a bug in wl');
      expect(stderr).not.toMatch(/\n\s+at /);
    } finally {
      lock.release();
    }
  });
});
