import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LUCKY7, testApp } from './support/app';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => app.close());

const preflight = (origin: string, url = '/wps/session/login') =>
  app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'merchant,authorization,content-type',
    },
  });

const call = (origin: string, merchant = LUCKY7) =>
  app.inject({ method: 'GET', url: '/wps/system/status', headers: { origin, merchant } });

describe('CORS for a site served from another origin', () => {
  it("answers a preflight from a tenant's domain with that origin, credentials and the asked headers", async () => {
    const response = await preflight('https://lucky7.example.com');
    expect(response.statusCode).toBe(204);
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': 'https://lucky7.example.com',
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': 'merchant,authorization,content-type',
      'access-control-max-age': '600',
    });
    expect(response.headers.vary).toContain('Origin');
  });

  it('gives an unknown origin no access, never a wildcard', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const answer = await call('https://evil.example');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("lets a tenant's site call for that tenant only", async () => {
    const own = await call('https://lucky7.example.com');
    expect(own.headers['access-control-allow-origin']).toBe('https://lucky7.example.com');
    expect(own.headers['access-control-expose-headers']).toBe('x-request-id, retry-after');
    const other = await call('https://perlas.example.ph');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends nothing for pages and the back office', async () => {
    for (const url of ['/m/home', '/dev/outbox']) {
      const response = await preflight('https://lucky7.example.com', url);
      expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });
});
