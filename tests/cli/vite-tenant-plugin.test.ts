import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import path from 'node:path';

import type { ViteDevServer } from 'vite';
import { createServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { loadNamedTenants } from '../../cli/lib/tenants';
import { tenantPlugin } from '../../cli/lib/vite-tenant-plugin';
import { inlinedConfig, makeProject } from './helpers';

describe('tenant plugin on the Vite dev server', () => {
  let project: ReturnType<typeof makeProject>;
  let vite: ViteDevServer;
  let origin: string;
  let errors: ReturnType<typeof vi.spyOn>;
  const api = createHttpServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ url: req.url, merchant: req.headers.merchant }));
  });

  beforeAll(async () => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    project = makeProject(['perlas']);
    const srcDir = path.join(project.root, 'src');
    mkdirSync(srcDir);
    writeFileSync(
      path.join(srcDir, 'index.html'),
      '<!doctype html>\n<html lang="en">\n<head>\n  <!--tenant-head-->\n</head>\n<body></body>\n</html>\n',
    );
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const tenantsDir = path.join(project.root, 'tenants');
    const initial = (await loadNamedTenants(tenantsDir, ['perlas'], project.root)).tenants[0]!;
    vite = await createServer({
      configFile: false,
      root: srcDir,
      logLevel: 'silent',
      server: { host: '127.0.0.1', port: 0, ws: false },
      plugins: [
        tenantPlugin({
          tenantsDir,
          root: project.root,
          initial,
          apiOrigin: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
        }),
      ],
    });
    await vite.listen();
    origin = vite.resolvedUrls!.local[0]!.replace(/\/$/, '');
  });

  afterAll(async () => {
    await vite?.close();
    api.close();
    project.cleanup();
    vi.restoreAllMocks();
  });

  it('serves index.html with the tenant head', async () => {
    const html = await (await fetch(`${origin}/m/home`)).text();
    expect(html).toContain('<html lang="fil">');
    expect(html).toContain('<title>Perlas Pilipinas</title>');
    expect((inlinedConfig(html) as { code: string }).code).toBe('perlas');
  });

  it("serves the tenant's manifest, logo and icon", async () => {
    const manifest = await fetch(`${origin}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(((await manifest.json()) as { name: string }).name).toBe('Perlas Pilipinas');
    const logo = await fetch(`${origin}/logo.svg`);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toBe(
      readFileSync(path.join(project.root, 'tenants', 'perlas', 'logo.svg'), 'utf8'),
    );
  });

  it('proxies /wps, /lgw and /dev to the API server, headers included', async () => {
    for (const url of ['/wps/system/status', '/lgw/x', '/dev/outbox']) {
      const answer = (await (
        await fetch(`${origin}${url}`, { headers: { Merchant: 'PERLASPH' } })
      ).json()) as object;
      expect(answer).toEqual({ url, merchant: 'PERLASPH' });
    }
  });

  it('picks up an edited tenant.json, and keeps the last valid one when the edit is invalid', async () => {
    const file = path.join(project.root, 'tenants', 'perlas', 'tenant.json');
    const data = JSON.parse(readFileSync(file, 'utf8')) as { name: string };
    writeFileSync(file, JSON.stringify({ ...data, name: 'Perlas Renamed' }));
    await expect
      .poll(async () => (await fetch(`${origin}/`)).text(), { timeout: 10_000 })
      .toContain('<title>Perlas Renamed</title>');
    writeFileSync(file, JSON.stringify({ ...data, name: '' }));
    await expect
      .poll(() => errors.mock.calls.flat().join('\n'), { timeout: 10_000 })
      .toContain('keeping the last valid version');
    expect(await (await fetch(`${origin}/`)).text()).toContain('<title>Perlas Renamed</title>');
  });
});
