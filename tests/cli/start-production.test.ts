import { execFile, spawn } from 'node:child_process';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  makeProject,
  REPO,
  SERVER_START_BOUND_MS,
  SERVER_TEST_BOUND_MS,
  writeFakeApp,
} from './helpers';

const WL = path.join(REPO, 'cli/bin/wl.js');
const project = makeProject(['perlas']);
afterAll(() => project.cleanup());

/** `wl start` as a container runs it: no --demo, HOST from the environment, stopped by SIGTERM. */
describe('wl start without --demo', () => {
  let child: ReturnType<typeof spawn>;
  let output = '';
  let port = 0;

  beforeAll(async () => {
    writeFakeApp(project.root);
    // Any 127.0.0.0/8 address is the loopback on Linux: listening on .2 proves HOST is honoured.
    child = spawn(process.execPath, [WL, 'start', '--port', '0', '--cwd', project.root], {
      cwd: REPO,
      env: { ...process.env, HOST: '127.0.0.2', WL_DATA_DIR: 'memory://', WL_DEV: '' },
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await vi.waitFor(
      () => {
        const match = /Serving 1 tenants on http:\/\/127\.0\.0\.2:(\d+)/.exec(output);
        if (!match) throw new Error(`wl start has not started:\n${output}`);
        port = Number(match[1]);
      },
      { timeout: SERVER_START_BOUND_MS, interval: 200 },
    );
  }, SERVER_TEST_BOUND_MS);

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });

  it('listens on HOST and has no development back office', async () => {
    expect(output).not.toContain('DEMO MODE');
    expect(output).not.toContain('Demo1234');
    expect((await fetch(`http://127.0.0.2:${port}/dev/outbox`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.2:${port}/healthz`)).status).toBe(200);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });

  it('closes and exits 0 on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

describe('wl start --demo with NODE_ENV=production', () => {
  it('refuses to start, saying why, before building anything', async () => {
    const { code, stderr } = await new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [WL, 'start', '--demo', '--port', '0', '--cwd', project.root],
        { cwd: REPO, env: { ...process.env, NODE_ENV: 'production' } },
        (error, _stdout, stderr) =>
          resolve({ code: typeof error?.code === 'number' ? error.code : 0, stderr }),
      );
    });
    expect(code).toBe(1);
    expect(stderr).toContain('NODE_ENV=production');
    expect(stderr).toContain('--demo');
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
