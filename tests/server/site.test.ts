import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getAs, ROYAL88, testApp } from './support/app';

let app: FastifyInstance;
let distDir: string;
const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join(
  '\n',
);

/** Two built tenants (lucky7, royal88); perlas is left unbuilt. */
beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'wl-dist-'));
  for (const code of ['lucky7', 'royal88']) {
    await mkdir(join(distDir, code, 'assets'), { recursive: true });
    await writeFile(
      join(distDir, code, 'index.html'),
      `<html lang="en"><body>site ${code}</body></html>`,
    );
    await writeFile(join(distDir, code, 'assets', 'app-1a2b3c.js'), `console.log('${code}')`);
    await writeFile(join(distDir, code, 'manifest.webmanifest'), `{"name":"${code}"}`);
  }
  await writeFile(join(distDir, 'lucky7', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(distDir, 'lucky7', 'assets', 'big-9f8e7d.js'), BIG_SCRIPT);
  await writeFile(join(distDir, 'lucky7', 'assets', 'photo-1a2b3c.png'), Buffer.alloc(4096, 7));
  await writeFile(join(distDir, 'secret.txt'), 'outside every tenant folder');
  ({ app } = await testApp({ distDir }));
});
afterAll(async () => {
  await app.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'localhost:8080', ...headers } });

describe('tenant pick', () => {
  it('follows <code>.localhost and listed domains', async () => {
    expect((await get('/m/home', { host: 'royal88.localhost:8080' })).body).toContain(
      'site royal88',
    );
    expect((await get('/m/home', { host: 'lucky7.example.com' })).body).toContain('site lucky7');
  });

  it('takes ?tenant= on plain localhost and remembers it in a cookie', async () => {
    const response = await get('/m/home?tenant=royal88');
    expect(response.body).toContain('site royal88');
    expect(response.cookies.find((cookie) => cookie.name === 'wl_tenant')?.value).toBe('royal88');
    expect((await get('/', { cookie: 'wl_tenant=royal88' })).body).toContain('site royal88');
  });

  it('falls back to the first tenant', async () => {
    expect((await get('/', { host: '127.0.0.1:8080' })).body).toContain('site lucky7');
    expect((await get('/', { cookie: 'wl_tenant=unknown' })).body).toContain('site lucky7');
  });
});

describe('files and SPA fallback', () => {
  it('answers index.html, never cached, for app routes', async () => {
    for (const url of [
      '/',
      '/m',
      '/m/',
      '/m/home',
      '/m/gameList?gameType=RNG',
      '/register.html',
      '/m/register.html',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('site lucky7');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-type'], url).toContain('text/html');
    }
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await get('/assets/app-1a2b3c.js', { host: 'royal88.localhost' });
    expect(response.body).toBe("console.log('royal88')");
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps the brand pictures fresh for five minutes and revalidates the other tenant files', async () => {
    expect((await get('/logo.svg')).headers['cache-control']).toBe(
      'public, max-age=300, stale-while-revalidate=86400',
    );
    expect((await get('/manifest.webmanifest')).headers['cache-control']).toBe('no-cache');
  });

  it('serves tenant files and 404s missing ones', async () => {
    expect((await get('/manifest.webmanifest')).json()).toEqual({ name: 'lucky7' });
    expect((await get('/missing.png')).statusCode).toBe(404);
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
  });

  it('does not leave the tenant folder', async () => {
    for (const url of ['/..%2Fsecret.txt', '/assets/..%2F..%2Fsecret.txt', '/%2e%2e/secret.txt']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('outside');
    }
  });

  it('explains an unbuilt tenant with a 503 naming npx wl build', async () => {
    const response = await get('/m/home', { host: 'perlas.localhost' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('npx wl build');
  });
});

describe('compression', () => {
  const big = '/assets/big-9f8e7d.js';

  it('sends brotli when accepted, keeping the long cache', async () => {
    const response = await get(big, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 3);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('falls back to gzip, and to the plain file when nothing is accepted', async () => {
    const gzipped = await get(big, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await get(big);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('leaves binary and tiny files as they are', async () => {
    const image = await get('/assets/photo-1a2b3c.png', { 'accept-encoding': 'br' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.length).toBe(4096);
    const tiny = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe("console.log('lucky7')");
  });
});

describe('pages whose first picture the server puts into the shell', () => {
  const SHELL = '<div id="app-shell"><div class="wl-shell-banner"></div></div>';

  it('puts the first m_recommend banner into the shell of home only, compressed or not', async () => {
    await writeFile(
      join(distDir, 'royal88', 'index.html'),
      `<html lang="en"><head><meta charset="UTF-8" /><title>r</title></head><body>${SHELL}site royal88</body></html>`,
    );
    const host = { host: 'royal88.localhost:8080' };
    const home = await get('/m/home', host);
    expect(home.body).toMatch(
      /<div class="wl-shell-banner"><img src="\/banner-images\/royal88\/[^"]+\.svg" alt="[^"]+" width="750" height="300" fetchpriority="high"/,
    );
    expect(home.body).toMatch(
      /<meta charset="UTF-8" \/><link rel="preload" as="image" href="\/banner-images\/royal88\/[^"]+\.svg" fetchpriority="high">/,
    );
    expect(home.headers['cache-control']).toBe('no-cache');
    const compressed = await get('/', { ...host, 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(home.body);
    expect((await get('/m/login', host)).body).toContain('<div class="wl-shell-banner"></div>');
  });

  it("puts the lead promotion's picture into the shell of /m/activity", async () => {
    const host = { host: 'royal88.localhost:8080' };
    const list = (await getAs(app, ROYAL88, '/wps/relay/PROMOFE_getPromotionList')).json<{
      value: { list: { bannerUrl: string }[] };
    }>().value.list;
    const lead = list[0]?.bannerUrl ?? '';
    expect(lead).toMatch(/^\/promo-banners\/royal88\//);
    const page = await get('/m/activity', host);
    expect(page.body).toContain(
      `<div class="wl-shell-banner"><img src="${lead}" alt="" width="750" height="300" fetchpriority="high"`,
    );
    expect(page.body).toContain(
      `<link rel="preload" as="image" href="${lead}" fetchpriority="high">`,
    );
    expect((await get('/m/activityInfo', host)).body).toContain(SHELL);
  });
});
