import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LUCKY7, testApp } from './support/app';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => app.close());

const HOT_GAMES = '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2';
const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: { merchant: LUCKY7, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('API answers over 1 kB', () => {
  it('go out brotli when accepted, and decompress to the plain answer', async () => {
    const plain = await get(HOT_GAMES);
    const compressed = await get(HOT_GAMES, 'gzip, deflate, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(
      plain.json(),
    );
  });

  it('go out gzip to a client without brotli', async () => {
    const compressed = await get(HOT_GAMES, 'gzip');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString('utf8'))).toMatchObject({
      success: true,
    });
  });
});

describe('API answers under 1 kB', () => {
  it('go out as they are', async () => {
    const small = await get('/wps/system/status', 'gzip, deflate, br');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ success: true });
  });
});
