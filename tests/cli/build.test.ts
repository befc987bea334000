import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildTenants } from '../../cli/lib/build';
import { projectPaths } from '../../cli/lib/project';
import { loadTenantFile } from '../../schema/validate';
import {
  DEMO_CODES,
  inlinedConfig,
  makeProject,
  runWl,
  tempLeftovers,
  writeFakeApp,
} from './helpers';

let project: ReturnType<typeof makeProject>;
let fakeApp: ReturnType<typeof writeFakeApp>;
beforeEach(() => {
  project = makeProject();
  fakeApp = writeFakeApp(project.root);
});
afterEach(() => project.cleanup());

const dist = (...parts: string[]) => path.join(project.root, 'dist', ...parts);
const tenantJson = (code: string) => path.join(project.root, 'tenants', code, 'tenant.json');
const distTenants = () => readdirSync(dist()).filter((name) => !name.startsWith('.'));

function editTenant(code: string, change: (data: Record<string, unknown>) => void): void {
  const data = JSON.parse(readFileSync(tenantJson(code), 'utf8')) as Record<string, unknown>;
  change(data);
  writeFileSync(tenantJson(code), JSON.stringify(data));
}

describe('wl build --skip-compile (fake app)', () => {
  it('writes a complete dist/<code>/ per tenant with a progress line each', async () => {
    const run = await runWl(['build', '--all', '--skip-compile'], project.root);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    for (const code of DEMO_CODES) expect(run.stdout).toMatch(new RegExp(`✓ ${code}\\s+\\d+ ms`));
    expect(run.stdout).toContain('Built 3 tenants into dist');
    expect(distTenants().sort()).toEqual(DEMO_CODES);

    for (const code of DEMO_CODES) {
      const result = await loadTenantFile(tenantJson(code));
      if (!result.ok) throw new Error(code);
      const { tenant } = result;
      const { $schema: _schema, ...expectedConfig } = tenant;
      const html = readFileSync(dist(code, 'index.html'), 'utf8');
      expect(inlinedConfig(html)).toEqual(expectedConfig);
      expect(html).toContain(`<html lang="${tenant.languages.default}">`);
      expect(html).toContain(`<title>${tenant.name}</title>`);
      expect(html).toContain(`<meta name="theme-color" content="${tenant.theme.primary}">`);
      expect(html).toContain(`--brand-primary:${tenant.theme.primary}`);
      expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      expect(html).toContain('<link rel="icon" href="/icon.svg">');
      expect(html).toContain(
        '<link rel="apple-touch-icon" sizes="180x180" href="/pwa/apple-touch-icon.png">',
      );
      expect(html).toContain(
        '<script type="module" crossorigin src="/assets/index-Abc123.js"></script>',
      );
      expect(html).not.toContain('<!--tenant-head-->');

      const manifest = JSON.parse(
        readFileSync(dist(code, 'manifest.webmanifest'), 'utf8'),
      ) as Record<string, unknown>;
      expect(manifest).toMatchObject({
        name: tenant.name,
        start_url: '/m/home',
        display: 'standalone',
        theme_color: tenant.theme.primary,
        background_color: tenant.theme.background,
      });
      expect(manifest.icons).toContainEqual({
        src: '/icon.svg',
        sizes: 'any',
        type: 'image/svg+xml',
        purpose: 'any',
      });
      expect(String(manifest.short_name).length).toBeLessThanOrEqual(12);
      for (const asset of ['logo.svg', 'icon.svg']) {
        expect(readFileSync(dist(code, asset), 'utf8')).toBe(
          readFileSync(path.join(project.root, 'tenants', code, asset), 'utf8'),
        );
      }
      expect(statSync(dist(code, 'assets', 'index-Abc123.js')).ino).toBe(
        statSync(fakeApp.asset).ino,
      );
      expect(existsSync(dist(code, 'assets', 'index-Def456.css'))).toBe(true);
    }
    expect(tempLeftovers(dist())).toEqual([]);
  });

  it('builds only the named tenants', async () => {
    const run = await runWl(['build', 'perlas', '--skip-compile'], project.root);
    expect(run.code).toBe(0);
    expect(distTenants()).toEqual(['perlas']);
  });

  it('writes into --out', async () => {
    writeFakeApp(path.join(project.root, 'site'));
    const run = await runWl(
      ['build', 'lucky7', '--skip-compile', '--out', 'site/dist'],
      project.root,
    );
    expect(run.code).toBe(0);
    expect(existsSync(path.join(project.root, 'site', 'dist', 'lucky7', 'index.html'))).toBe(true);
    expect(distTenants()).toEqual([]);
  });

  it('escapes tenant text so it cannot break out of the inlined script or the title', async () => {
    const name = '</script><b>$& "x"';
    editTenant('lucky7', (data) => {
      data.name = name;
    });
    expect((await runWl(['build', 'lucky7', '--skip-compile'], project.root)).code).toBe(0);
    const html = readFileSync(dist('lucky7', 'index.html'), 'utf8');
    expect(html).toContain('<title>&lt;/script&gt;&lt;b&gt;$&amp; &quot;x&quot;</title>');
    expect(html).toContain('\\u003c/script>\\u003cb>');
    expect((inlinedConfig(html) as { name: string }).name).toBe(name);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('writes nothing when any requested tenant is invalid, listing every problem', async () => {
    editTenant('perlas', (data) => {
      data.flags = { REWCEN: true };
      (data.theme as Record<string, unknown>).primary = 'blue';
    });
    const run = await runWl(['build', '--all', '--skip-compile'], project.root);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Nothing built: 2 problems');
    expect(run.stderr).toContain(
      'tenants/perlas/tenant.json at /flags/REWCEN: unknown key "REWCEN" (did you mean REWCEN3?)',
    );
    expect(run.stderr).toContain('tenants/perlas/tenant.json at /theme/primary');
    expect(distTenants()).toEqual([]);
  });

  it('refuses unknown tenants, missing arguments and a missing app build', async () => {
    const unknown = await runWl(['build', 'nope', '--skip-compile'], project.root);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no tenant "nope"');
    const none = await runWl(['build'], project.root);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('error: name the tenants to build, or pass --all');
    const noApp = await runWl(
      ['build', 'lucky7', '--skip-compile', '--out', 'elsewhere'],
      project.root,
    );
    expect(noApp.code).toBe(1);
    expect(noApp.stderr).toContain('--skip-compile needs an existing app build');
  });

  it('says clearly when the app index.html has no tenant marker', async () => {
    writeFileSync(dist('.app', 'index.html'), '<html lang="en"><head></head></html>');
    const run = await runWl(['build', 'lucky7', '--skip-compile'], project.root);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('index.html has no <!--tenant-head--> marker');
    expect(distTenants()).toEqual([]);
  });
});

describe('a failure while writing a tenant', () => {
  beforeEach(() => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    return () => vi.restoreAllMocks();
  });
  const failOn = (failing: string) => async (code: string) => {
    if (code === failing) throw new Error(`injected failure for ${code}`);
  };

  it('keeps the previous dist/<code> intact and leaves no temp folder', async () => {
    const paths = projectPaths(project.root);
    expect((await buildTenants({ paths, targets: [], all: true, skipCompile: true })).ok).toBe(
      true,
    );
    const before = readFileSync(dist('perlas', 'index.html'), 'utf8');
    editTenant('perlas', (data) => {
      (data.theme as Record<string, unknown>).primary = '#00643c';
    });
    await expect(
      buildTenants({
        paths,
        targets: ['perlas'],
        skipCompile: true,
        beforeCommit: failOn('perlas'),
      }),
    ).rejects.toThrow('injected failure for perlas');
    expect(readFileSync(dist('perlas', 'index.html'), 'utf8')).toBe(before);
    expect(readdirSync(dist('perlas')).sort()).toEqual([
      'assets',
      'icon.svg',
      'index.html',
      'index.html.br',
      'index.html.gz',
      'logo.svg',
      'manifest.webmanifest',
      'manifest.webmanifest.br',
      'manifest.webmanifest.gz',
      'perlas.mobileconfig',
      'pwa',
    ]);
    expect(tempLeftovers(dist())).toEqual([]);
  });

  it('never creates a half-written dist/<code> for a new tenant', async () => {
    const paths = projectPaths(project.root);
    await expect(
      buildTenants({
        paths,
        targets: ['lucky7', 'royal88'],
        skipCompile: true,
        beforeCommit: failOn('royal88'),
      }),
    ).rejects.toThrow('injected failure');
    expect(distTenants()).toEqual(['lucky7']);
    expect(tempLeftovers(dist())).toEqual([]);
  });

  it('replaces the previous output once the new one is complete', async () => {
    const paths = projectPaths(project.root);
    await buildTenants({ paths, targets: ['perlas'], skipCompile: true });
    editTenant('perlas', (data) => {
      (data.theme as Record<string, unknown>).primary = '#00643c';
    });
    await buildTenants({ paths, targets: ['perlas'], skipCompile: true });
    expect(readFileSync(dist('perlas', 'index.html'), 'utf8')).toContain('--brand-primary:#00643c');
    expect(tempLeftovers(dist())).toEqual([]);
  });
});
