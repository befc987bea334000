import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { loadTenantFile } from '../../schema/validate';
import { makeProject, runWl, tempLeftovers } from './helpers';

let project: ReturnType<typeof makeProject>;
beforeEach(() => {
  project = makeProject(['lucky7']);
});
afterEach(() => project.cleanup());

const tenantsDir = () => path.join(project.root, 'tenants');

describe('wl new', () => {
  it('scaffolds a valid tenant from the template with the given options', async () => {
    const run = await runWl(
      [
        'new',
        'acme-bet',
        '--name',
        'Acme & Co',
        '--merchant-code',
        'ACME01',
        '--primary',
        '#112233',
        '--accent',
        '#445566',
        '--languages',
        'pt,en',
        '--default-language',
        'en',
      ],
      project.root,
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Created tenants/acme-bet/');
    const dir = path.join(tenantsDir(), 'acme-bet');
    expect(readdirSync(dir).sort()).toEqual(['icon.svg', 'logo.svg', 'tenant.json']);
    const result = await loadTenantFile(path.join(dir, 'tenant.json'));
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.tenant).toMatchObject({
      code: 'acme-bet',
      name: 'Acme & Co',
      merchantCode: 'ACME01',
      trialMerchantCode: 'ACME01FREE',
      theme: { primary: '#112233', accent: '#445566' },
      languages: { default: 'en', available: ['pt', 'en'] },
    });
    const raw = JSON.parse(readFileSync(path.join(dir, 'tenant.json'), 'utf8')) as {
      $schema: string;
    };
    expect(raw.$schema).toBe('../../schema/tenant.schema.json');
    const logo = readFileSync(path.join(dir, 'logo.svg'), 'utf8');
    expect(logo).toContain('fill="#112233"');
    expect(logo).toContain('ACME &amp; CO');
    expect(logo).not.toContain('{{');
    expect(tempLeftovers(tenantsDir())).toEqual([]);
    expect((await runWl(['validate', 'acme-bet'], project.root)).code).toBe(0);
  });

  it('derives name, merchant code and languages from the code alone', async () => {
    expect((await runWl(['new', 'blue-moon'], project.root)).code).toBe(0);
    const result = await loadTenantFile(path.join(tenantsDir(), 'blue-moon', 'tenant.json'));
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.tenant).toMatchObject({
      name: 'Blue Moon',
      merchantCode: 'BLUE_MOON',
      languages: { default: 'en', available: ['en'] },
    });
  });

  it('offers only the default language when --languages is left out', async () => {
    expect((await runWl(['new', 'solo', '--default-language', 'fil'], project.root)).code).toBe(0);
    const result = await loadTenantFile(path.join(tenantsDir(), 'solo', 'tenant.json'));
    expect(result.ok && result.tenant.languages).toEqual({ default: 'fil', available: ['fil'] });
  });

  it('refuses an existing tenant and leaves it untouched', async () => {
    const file = path.join(tenantsDir(), 'lucky7', 'tenant.json');
    const before = readFileSync(file, 'utf8');
    const run = await runWl(['new', 'lucky7'], project.root);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/tenant "lucky7" already exists/);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it.each(['Acme', 'a', '9lives', 'acme_bet', '../escape'])(
    'refuses the invalid code %s',
    async (code) => {
      const run = await runWl(['new', code], project.root);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/is not a valid tenant code/);
      expect(readdirSync(tenantsDir())).toEqual(['lucky7']);
    },
  );

  it.each([
    [['--primary', 'red'], '/theme/primary'],
    [['--languages', 'en,pt', '--default-language', 'fil'], '/languages/default'],
    [['--languages', 'en,klingon'], '/languages/available/1'],
    [['--merchant-code', 'no spaces'], '/merchantCode'],
  ])('validates before writing: %j fails at %s and writes nothing', async (options, pointer) => {
    const run = await runWl(['new', 'acme', ...options], project.root);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('the new tenant would be invalid');
    expect(run.stderr).toContain(pointer);
    expect(existsSync(path.join(tenantsDir(), 'acme'))).toBe(false);
    expect(tempLeftovers(tenantsDir())).toEqual([]);
  });
});
