import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { makeProject, REPO, runWl } from './helpers';

let project: ReturnType<typeof makeProject>;
beforeEach(() => {
  project = makeProject();
});
afterEach(() => project.cleanup());

/** Adds tenants/<code>/ whose tenant.json is a schema fixture with its code set to the folder name. */
function addTenantFromFixture(code: string, fixture: string): void {
  const dir = path.join(project.root, 'tenants', code);
  mkdirSync(dir);
  const data = JSON.parse(
    readFileSync(path.join(REPO, 'tests/schema/fixtures', `${fixture}.json`), 'utf8'),
  ) as object;
  writeFileSync(path.join(dir, 'tenant.json'), JSON.stringify({ ...data, code }));
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>';
  for (const asset of ['logo.svg', 'icon.svg']) writeFileSync(path.join(dir, asset), svg);
}

describe('wl validate', () => {
  it('exits 0 and says so when every tenant is valid', async () => {
    const run = await runWl(['validate'], project.root);
    expect(run.code).toBe(0);
    for (const code of ['lucky7', 'perlas', 'royal88']) expect(run.stdout).toContain(`✓ ${code}`);
    expect(run.stdout).toContain('3 tenants checked: 3 valid, 0 invalid.');
  });

  it('lists every problem with file, JSON pointer, message and hint, and exits 1', async () => {
    addTenantFromFixture('broken', 'invalid-several-problems');
    const run = await runWl(['validate'], project.root);
    expect(run.code).toBe(1);
    const lines = run.stderr
      .split('\n')
      .filter((line) => line.includes('tenants/broken/tenant.json'));
    expect(lines).toHaveLength(4);
    expect(run.stderr).toContain(
      'tenants/broken/tenant.json at /flags/MAILCENT: unknown key "MAILCENT" (did you mean MAILCEN?)',
    );
    expect(run.stderr).toContain('tenants/broken/tenant.json at /theme/primary:');
    expect(run.stderr).toContain('4 tenants checked: 3 valid, 1 invalid, 4 problems.');
  });

  it('checks only the named tenants, by code or by path', async () => {
    addTenantFromFixture('broken', 'invalid-unknown-flag');
    expect((await runWl(['validate', 'lucky7', 'tenants/perlas'], project.root)).code).toBe(0);
    const run = await runWl(['validate', 'lucky7', 'tenants/broken/tenant.json'], project.root);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('at /flags/REWCEN: unknown key "REWCEN" (did you mean REWCEN3?)');
    expect(run.stderr).toContain('2 tenants checked: 1 valid, 1 invalid, 1 problem.');
  });

  it('suggests the closest code for an unknown tenant', async () => {
    const run = await runWl(['validate', 'lucky8'], project.root);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('no tenant "lucky8" (did you mean lucky7?)');
  });

  it('reports invalid JSON and a missing logo as problems', async () => {
    writeFileSync(
      path.join(project.root, 'tenants', 'perlas', 'tenant.json'),
      '{ "code": "perlas", }',
    );
    rmSync(path.join(project.root, 'tenants', 'royal88', 'logo.svg'));
    const run = await runWl(['validate'], project.root);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /tenants\/perlas\/tenant\.json: invalid JSON: .* \(check commas and quotes\)/,
    );
    expect(run.stderr).toContain(
      'tenants/royal88/tenant.json at /theme/logo: file "logo.svg" not found next to tenant.json',
    );
  });

  it('reports a merchant code used by two tenants', async () => {
    const file = path.join(project.root, 'tenants', 'perlas', 'tenant.json');
    const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...data, merchantCode: 'LUCKY7BR' }));
    const run = await runWl(['validate'], project.root);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('"LUCKY7BR" is already used by tenant lucky7');
  });

  it('fails when there is no tenant at all', async () => {
    rmSync(path.join(project.root, 'tenants'), { recursive: true });
    const run = await runWl(['validate'], project.root);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('No tenant files found');
  });
});
