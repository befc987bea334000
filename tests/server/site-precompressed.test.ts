import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testApp } from './support/app';

let app: FastifyInstance;
let distDir: string;
const assets = () => join(distDir, 'lucky7', 'assets');
const SCRIPT = Array.from({ length: 300 }, (_, i) => `export const v${i} = ${i};`).join('\n');
/** What the build's copies hold: different from the file, so the test sees which one was sent. */
const MARKED = `${SCRIPT}\n// from the build's compressed copy`;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'wl-dist-'));
  await mkdir(assets(), { recursive: true });
  await writeFile(join(distDir, 'lucky7', 'index.html'), '<html><body>site lucky7</body></html>');
  for (const name of ['built-1a2b3c.js', 'stale-1a2b3c.js', 'bare-1a2b3c.js'])
    await writeFile(join(assets(), name), SCRIPT);
  for (const name of ['built-1a2b3c.js', 'stale-1a2b3c.js']) {
    await writeFile(join(assets(), `${name}.br`), brotliCompressSync(MARKED));
    await writeFile(join(assets(), `${name}.gz`), gzipSync(MARKED));
  }
  const past = new Date(Date.now() - 60_000);
  await utimes(join(assets(), 'stale-1a2b3c.js.br'), past, past);
  ({ app } = await testApp({ distDir }));
});
afterAll(async () => {
  await app.close();
  await rm(distDir, { recursive: true, force: true });
});

const asset = (name: string, encoding: string) =>
  app.inject({
    method: 'GET',
    url: `/assets/${name}`,
    headers: { host: 'lucky7.localhost', 'accept-encoding': encoding },
  });

describe('site files with the copies wl build compressed', () => {
  it('sends the .br or .gz copy as it is', async () => {
    const br = await asset('built-1a2b3c.js', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('text/javascript');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(MARKED);
    const gzip = await asset('built-1a2b3c.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(MARKED);
  });

  it('compresses the file itself when the copy is missing or older than the file', async () => {
    for (const name of ['bare-1a2b3c.js', 'stale-1a2b3c.js']) {
      const answer = await asset(name, 'br');
      expect(answer.headers['content-encoding'], name).toBe('br');
      expect(brotliDecompressSync(answer.rawPayload).toString('utf8'), name).toBe(SCRIPT);
    }
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const plain = await asset('built-1a2b3c.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});
