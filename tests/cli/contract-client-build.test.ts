import { describe, expect, it } from 'vitest';

import { clientModuleSource } from '../../contract/client-build';
import { CONTRACT_MODULES, endpointsOf } from '../../contract/index';

/** Imports generated JavaScript as a module, as the bundler would. */
const importSource = (source: string): Promise<Record<string, unknown>> =>
  import(`data:text/javascript,${encodeURIComponent(source)}`);

describe('the contract as the site bundle sees it (contract/client-build.ts)', () => {
  it.each(Object.entries(CONTRACT_MODULES))(
    '%s keeps every export, each endpoint as its method and path only',
    async (_, module) => {
      const source = clientModuleSource(module);
      expect(source).toBeDefined();
      const slim = await importSource(source ?? '');
      expect(Object.keys(slim).sort()).toEqual(Object.keys(module).sort());
      for (const [name, value] of Object.entries(module)) {
        if (!endpointsOf({ value }).length) continue;
        const { method, path } = value as { method: string; path: string };
        expect(slim[name], name).toEqual({ method, path });
      }
    },
  );

  it('keeps plain data such as status lists as they are', async () => {
    const source = clientModuleSource({ STATUSES: ['offered', 'accepted'] as const });
    expect(await importSource(source ?? '')).toMatchObject({ STATUSES: ['offered', 'accepted'] });
  });

  it('leaves a module that exports code alone', () => {
    expect(clientModuleSource({ format: (value: number) => String(value) })).toBeUndefined();
  });
});
