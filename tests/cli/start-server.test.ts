import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  makeProject,
  REPO,
  SERVER_START_BOUND_MS,
  SERVER_TEST_BOUND_MS,
  writeFakeApp,
} from './helpers';

/** fetch() will not send a custom Host header; node:http will. */
function getWithHost(port: number, host: string, pathname: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: pathname, headers: { Host: host } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

/** `wl start --demo` for real: builds the stale tenants, starts the reference server, prints the URLs. */
describe('wl start --demo', () => {
  let project: ReturnType<typeof makeProject>;
  let child: ReturnType<typeof spawn>;
  let output = '';
  let port = 0;

  beforeAll(async () => {
    project = makeProject();
    writeFakeApp(project.root);
    child = spawn(
      process.execPath,
      [path.join(REPO, 'cli/bin/wl.js'), 'start', '--demo', '--port', '0', '--cwd', project.root],
      {
        cwd: REPO,
      },
    );
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await vi.waitFor(
      () => {
        if (!output.includes('Demo accounts'))
          throw new Error(`wl start has not finished starting:\n${output}`);
      },
      { timeout: SERVER_START_BOUND_MS, interval: 200 },
    );
    port = Number(/Serving 3 tenants on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1]);
  }, SERVER_TEST_BOUND_MS);

  afterAll(async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    project.cleanup();
  });

  it('builds every tenant, then prints both URLs per tenant and the demo accounts', () => {
    expect(port).toBeGreaterThan(0);
    for (const code of ['lucky7', 'perlas', 'royal88']) {
      expect(output).toContain(`✓ built ${code}`);
      expect(output).toContain(`http://${code}.localhost:${port}/m/home`);
      expect(output).toContain(`http://localhost:${port}/m/home?tenant=${code}`);
      expect(existsSync(path.join(project.root, 'dist', code, 'index.html'))).toBe(true);
    }
    expect(output).toMatch(/member0\s+Demo1234\s+0/);
    expect(existsSync(path.join(project.root, '.data', 'pglite'))).toBe(true);
  });

  it('announces the development back office and serves it', async () => {
    expect(output).toContain('DEMO MODE');
    expect((await fetch(`http://127.0.0.1:${port}/dev/outbox`)).status).toBe(200);
  });

  it('serves each tenant its own branded index.html', async () => {
    const html = await (await fetch(`http://127.0.0.1:${port}/m/home?tenant=perlas`)).text();
    expect(html).toContain('<title>Perlas Pilipinas</title>');
    expect(await getWithHost(port, `royal88.localhost:${port}`, '/m/home')).toContain(
      '<title>Royal 88</title>',
    );
  });
});
