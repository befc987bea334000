/** iOS installs a configuration profile only when it is served as application/x-apple-aspen-config. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { testApp } from './support/app';

let app: FastifyInstance;
let distDir: string;
const PROFILE = '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict/></plist>\n';

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'wl-dist-'));
  await mkdir(join(distDir, 'lucky7', 'pwa'), { recursive: true });
  await writeFile(join(distDir, 'lucky7', 'index.html'), '<html lang="pt"><body></body></html>');
  await writeFile(join(distDir, 'lucky7', 'lucky7.mobileconfig'), PROFILE);
  await writeFile(join(distDir, 'lucky7', 'pwa', 'icon-192.png'), Buffer.alloc(64, 1));
  ({ app } = await testApp({ distDir }));
});
afterAll(async () => {
  await app.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (url: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: { host: 'lucky7.localhost', 'accept-encoding': 'br' },
  });

it('serves <code>.mobileconfig with the profile type, uncompressed and revalidated', async () => {
  const response = await get('/lucky7.mobileconfig');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/x-apple-aspen-config');
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.body).toBe(PROFILE);
});

it('serves the rendered icons as PNG', async () => {
  const response = await get('/pwa/icon-192.png');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
});
