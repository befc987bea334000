import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  inlinedConfig,
  makeProject,
  REPO,
  SERVER_START_BOUND_MS,
  SERVER_TEST_BOUND_MS,
} from './helpers';
import { freePort } from '../support/free-port';

/** Starts `wl dev` and resolves once the dev server printed its URL. */
async function startDev(root: string, port: number, apiPort: number, env: NodeJS.ProcessEnv = {}) {
  const child = spawn(
    process.execPath,
    [
      path.join(REPO, 'cli/bin/wl.js'),
      'dev',
      'perlas',
      '--port',
      String(port),
      '--api-port',
      String(apiPort),
      '--cwd',
      root,
    ],
    { cwd: REPO, env: { ...process.env, ...env } },
  );
  let output = '';
  // Vite colours its banner when CI is set; match on the plain text.
  const collect = (chunk: Buffer) => (output += stripVTControlCharacters(chunk.toString()));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  await vi.waitFor(
    () => {
      if (!output.includes(`:${port}/`)) throw new Error(`wl dev is not up yet:\n${output}`);
    },
    { timeout: SERVER_START_BOUND_MS, interval: 200 },
  );
  return { child, output: () => output };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

describe('wl dev', () => {
  let project: ReturnType<typeof makeProject>;
  beforeAll(() => {
    project = makeProject(['perlas']);
    symlinkSync(path.join(REPO, 'node_modules'), path.join(project.root, 'node_modules'), 'dir');
    copyFileSync(path.join(REPO, 'vite.config.ts'), path.join(project.root, 'vite.config.ts'));
    mkdirSync(path.join(project.root, 'src'));
    writeFileSync(
      path.join(project.root, 'src', 'index.html'),
      '<!doctype html>\n<html lang="en">\n  <head>\n    <!--tenant-head-->\n  </head>\n  <body></body>\n</html>\n',
    );
  });
  afterAll(() => project.cleanup());

  it(
    'starts the reference server in-process and serves the branded app with the API proxied',
    async () => {
      const [port, apiPort] = [await freePort(), await freePort()];
      const dev = await startDev(project.root, port, apiPort, { WL_DATA_DIR: 'memory://' });
      try {
        expect(dev.output()).toContain(
          `Started the reference server at http://127.0.0.1:${apiPort}`,
        );
        const html = await (await fetch(`http://127.0.0.1:${port}/m/home`)).text();
        expect(html).toContain('<title>Perlas Pilipinas</title>');
        expect((inlinedConfig(html) as { code: string }).code).toBe('perlas');
        const status = await fetch(`http://127.0.0.1:${port}/wps/system/status`, {
          headers: { Merchant: 'PERLASPH' },
        });
        expect(((await status.json()) as { success: boolean }).success).toBe(true);
      } finally {
        await stop(dev.child);
      }
    },
    SERVER_TEST_BOUND_MS,
  );

  it(
    'reuses an API server that already answers on --api-port',
    async () => {
      const api = createServer((req, res) => res.end(JSON.stringify({ fromExistingApi: req.url })));
      await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
      const apiPort = (api.address() as AddressInfo).port;
      const port = await freePort();
      const dev = await startDev(project.root, port, apiPort);
      try {
        expect(dev.output()).toContain(
          `Using the API server already running at http://127.0.0.1:${apiPort}`,
        );
        const answer = await (await fetch(`http://127.0.0.1:${port}/wps/member/info`)).json();
        expect(answer).toEqual({ fromExistingApi: '/wps/member/info' });
      } finally {
        await stop(dev.child);
        api.close();
      }
    },
    SERVER_TEST_BOUND_MS,
  );
});
