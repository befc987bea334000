import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { DEMO_CODES, makeProject, runWl } from './helpers';

let project: ReturnType<typeof makeProject>;
beforeEach(() => {
  project = makeProject();
});
afterEach(() => project.cleanup());

interface RawTenant {
  code: string;
  name: string;
  merchantCode: string;
  flags: Record<string, boolean>;
  templates: { mem_cen: number; dep_func: number };
  languages: { default: string; available: string[] };
}

const readTenant = (code: string) =>
  JSON.parse(
    readFileSync(path.join(project.root, 'tenants', code, 'tenant.json'), 'utf8'),
  ) as RawTenant;

const cells = (line: string) => line.trim().split(/\s{2,}/);

describe('wl list', () => {
  it('prints one row per tenant: code, name, merchant, languages (default first), templates, flags on', async () => {
    const run = await runWl(['list'], project.root);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(cells(lines[0]!)).toEqual([
      'code',
      'name',
      'merchant',
      'languages',
      'mem_cen/dep_func',
      'flags on',
    ]);
    expect(lines).toHaveLength(2 + DEMO_CODES.length);
    DEMO_CODES.forEach((code, index) => {
      const tenant = readTenant(code);
      const { languages } = tenant;
      expect(cells(lines[index + 2]!)).toEqual([
        code,
        tenant.name,
        tenant.merchantCode,
        [languages.default, ...languages.available.filter((l) => l !== languages.default)].join(
          ',',
        ),
        `${tenant.templates.mem_cen}/${tenant.templates.dep_func}`,
        String(Object.values(tenant.flags).filter(Boolean).length),
      ]);
    });
  });

  it('puts the default language first even when it is not first in the file', async () => {
    const file = path.join(project.root, 'tenants', 'royal88', 'tenant.json');
    const tenant = readTenant('royal88');
    writeFileSync(
      file,
      JSON.stringify({ ...tenant, languages: { default: 'th', available: ['en', 'zh', 'th'] } }),
    );
    const run = await runWl(['list'], project.root);
    expect(run.stdout).toMatch(/royal88 .* th,en,zh /);
  });

  it('leaves out invalid tenants, says so and exits 1', async () => {
    writeFileSync(path.join(project.root, 'tenants', 'perlas', 'tenant.json'), '{}');
    const run = await runWl(['list'], project.root);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('lucky7');
    expect(run.stdout).not.toContain('perlas');
    expect(run.stderr).toContain(
      '1 tenant file with problems not listed; run "wl validate" for details.',
    );
  });
});
