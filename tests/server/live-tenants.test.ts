import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { DEMO_PASSWORD } from '../../server/db/seed/demo-members';
import { testApp } from './support/app';

const REPO_TENANTS = join(import.meta.dirname, '..', '..', 'tenants');
/** The server notices a changed tenants folder within a tick of this; tests wait for what it answers. */
const RELOAD_MS = 100;
/**
 * How long to wait for a change to be served: a bound for a server that never picks it up, not the
 * 2 s goal (that is a figure for a quiet machine; seeding a new tenant takes longer on a busy one).
 */
const SERVED_WITHIN = { timeout: 30_000, interval: 50 };

let app: FastifyInstance;
let root: string;
/** What the server logged at warn level and above. */
const warnings: string[] = [];
const tenantsDir = () => join(root, 'tenants');
const distDir = () => join(root, 'dist');

async function writeSite(code: string, text: string) {
  await mkdir(join(distDir(), code), { recursive: true });
  await writeFile(join(distDir(), code, 'index.html'), `<html><body>${text}</body></html>`);
}

/** `wl new acme` as a copy of perlas with its own codes and domain. */
async function addTenant(code: string, merchantCode: string) {
  const perlas = JSON.parse(
    await readFile(join(REPO_TENANTS, 'perlas', 'tenant.json'), 'utf8'),
  ) as Record<string, unknown>;
  await cp(join(REPO_TENANTS, 'perlas'), join(tenantsDir(), code), { recursive: true });
  const tenant = {
    ...perlas,
    $schema: undefined,
    code,
    merchantCode,
    trialMerchantCode: `${merchantCode}FREE`,
    domains: [`${code}.example.ph`],
  };
  await writeFile(join(tenantsDir(), code, 'tenant.json'), JSON.stringify(tenant, null, 2));
}

const site = (host: string, url = '/m/login') =>
  app.inject({ method: 'GET', url, headers: { host } });
const api = (merchant: string) =>
  app.inject({ method: 'GET', url: '/wps/system/whitelabel', headers: { merchant } });

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'wl-live-'));
  await mkdir(tenantsDir());
  await cp(join(REPO_TENANTS, 'perlas'), join(tenantsDir(), 'perlas'), { recursive: true });
  await writeSite('perlas', 'site perlas');
  ({ app } = await testApp({
    tenantsDir: tenantsDir(),
    distDir: distDir(),
    tenantsReloadMs: RELOAD_MS,
    logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(line) } },
  }));
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

describe('tenants added, rebuilt and removed while the server runs', () => {
  it('serves a new tenant, its site and its API, without a restart', async () => {
    expect((await site('acme.localhost:8080')).statusCode).toBe(404);
    expect((await api('ACMEPH')).json()).toMatchObject({ errorCode: 'function.not.available' });

    await addTenant('acme', 'ACMEPH');
    await writeSite('acme', 'site acme v1');
    await vi.waitFor(async () => {
      expect((await site('acme.localhost:8080')).body).toContain('site acme v1');
    }, SERVED_WITHIN);

    expect((await site('localhost:8080', '/m/home?tenant=acme')).body).toContain('site acme v1');
    expect((await site('acme.example.ph')).body).toContain('site acme v1');
    expect((await api('ACMEPH')).json()).toMatchObject({ success: true });
    const login = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { merchant: 'ACMEPH' },
      payload: { username: 'member0', password: DEMO_PASSWORD, type: 'username' },
    });
    expect(login.json()).toMatchObject({ success: true, value: { userName: 'member0' } });
  });

  it('serves a rebuilt site at once', async () => {
    await writeSite('acme', 'site acme v2');
    expect((await site('acme.localhost')).body).toContain('site acme v2');
  });

  it('keeps serving the last valid set when a tenant file is invalid', async () => {
    await mkdir(join(tenantsDir(), 'broken'));
    await writeFile(join(tenantsDir(), 'broken', 'tenant.json'), '{ "code": "broken" }');
    await vi.waitFor(() => {
      expect(warnings.join('')).toContain('tenants folder not reloaded');
    }, SERVED_WITHIN);
    expect((await site('acme.localhost')).body).toContain('site acme v2');
    expect((await site('broken.localhost')).statusCode).toBe(404);
    await rm(join(tenantsDir(), 'broken'), { recursive: true });
  });

  it('stops serving a removed tenant: its host, ?tenant= and merchant code', async () => {
    await rm(join(tenantsDir(), 'acme'), { recursive: true });
    await vi.waitFor(async () => {
      expect((await site('acme.localhost')).statusCode).toBe(404);
    }, SERVED_WITHIN);
    expect((await site('localhost', '/m/home?tenant=acme')).statusCode).toBe(404);
    expect((await site('acme.example.ph')).statusCode).toBe(404);
    expect((await api('ACMEPH')).json()).toMatchObject({ errorCode: 'function.not.available' });
    expect((await site('perlas.localhost')).body).toContain('site perlas');
  });
});

describe('hosts and ?tenant= that name no tenant', () => {
  it('answer 404, never another tenant site', async () => {
    for (const [host, url] of [
      ['nobody.localhost:8080', '/m/home'],
      ['shop.example.org', '/m/home'],
      ['localhost:8080', '/m/home?tenant=nobody'],
      ['127.0.0.1:8080', '/?tenant=nobody'],
    ] as const) {
      const answer = await site(host, url);
      expect(answer.statusCode, `${host}${url}`).toBe(404);
      expect(answer.body, `${host}${url}`).not.toContain('site perlas');
    }
  });

  it('another host gets the tenant ?tenant= names, and remembers it', async () => {
    const chosen = await site('api.example.org', '/m/home?tenant=perlas');
    expect(chosen.body).toContain('site perlas');
    expect(chosen.cookies.find((cookie) => cookie.name === 'wl_tenant')?.value).toBe('perlas');
    const later = await app.inject({
      method: 'GET',
      url: '/m/login',
      headers: { host: 'api.example.org', cookie: 'wl_tenant=perlas' },
    });
    expect(later.body).toContain('site perlas');
  });

  it('plain localhost and addresses still get the first tenant', async () => {
    for (const host of ['localhost:8080', '127.0.0.1', '[::1]:8080', '192.168.1.20:8080'])
      expect((await site(host)).body, host).toContain('site perlas');
  });
});
