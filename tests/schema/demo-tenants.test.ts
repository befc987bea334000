import { readdirSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { loadTenants, TENANTS_DIR } from '../../schema/validate';

describe('demo tenants', () => {
  it('every folder in tenants/ holds a valid tenant', async () => {
    const folders = readdirSync(TENANTS_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map((entry) => entry.name)
      .sort();
    const { tenants, problems } = await loadTenants(TENANTS_DIR);
    expect(problems).toEqual([]);
    expect(tenants.map((tenant) => tenant.code)).toEqual(folders);
    expect(folders.length).toBeGreaterThanOrEqual(3);
  });
});
