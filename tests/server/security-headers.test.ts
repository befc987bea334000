import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getAs, LUCKY7, testApp } from './support/app';

const LANDING = '(function(){window.__wl=1})()';
const PAGE = `<!doctype html><html><head><script>${LANDING}</script>
<script id="tenant-config" type="application/json">{"a":1}</script></head><body></body></html>`;
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let app: FastifyInstance;
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'wl-dist-'));
  for (const code of ['lucky7', 'perlas', 'royal88']) {
    await mkdir(join(distDir, code), { recursive: true });
    await writeFile(join(distDir, code, 'index.html'), PAGE);
  }
  ({ app } = await testApp({ distDir }));
});
afterAll(async () => {
  await app.close();
  await rm(distDir, { recursive: true, force: true });
});

function directives(policy: unknown): Map<string, string> {
  return new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(' '))
      .map(([name = '', ...sources]) => [name, sources.join(' ')]),
  );
}

describe('security headers', () => {
  it('on the API: CSP, nosniff, referrer policy, same-origin framing, no versions', async () => {
    const answer = await getAs(app, LUCKY7, '/wps/system/status');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    const csp = directives(answer.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(answer.headers['x-powered-by']).toBeUndefined();
    expect(answer.headers.server).toBeUndefined();
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('on site pages: the inline landing script allowed by its hash, nothing else inline', async () => {
    for (const url of ['/m/home', '/m/login']) {
      const answer = await app.inject({
        method: 'GET',
        url,
        headers: { host: 'perlas.localhost' },
      });
      expect(answer.headers['content-type']).toContain('text/html');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      const csp = directives(answer.headers['content-security-policy']);
      expect(csp.get('script-src')).toBe(`'self' ${hashOf(LANDING)}`);
      expect(csp.get('frame-ancestors')).toBe("'self'");
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
    }
  });

  it('on the demo games, which the site frames from its own origin', async () => {
    const answer = await app.inject({ method: 'GET', url: '/demo-games/slot.html' });
    expect(answer.statusCode).toBe(200);
    expect(directives(answer.headers['content-security-policy']).get('frame-ancestors')).toBe(
      "'self'",
    );
  });

  it('HSTS only for requests that came over TLS through a trusted proxy', async () => {
    const { app: proxied } = await testApp({ trustProxy: true });
    try {
      const tls = await proxied.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(tls.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      const plain = await proxied.inject({ method: 'GET', url: '/healthz' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('no stack trace in a failure', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { merchant: LUCKY7, 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+/);
  });

  it('a body over the default limit is refused with 413', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { merchant: LUCKY7, 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(200 * 1024) }),
    });
    expect(answer.statusCode).toBe(413);
  });
});
