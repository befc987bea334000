import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../cli/lib/demo-accounts';
import { projectPaths } from '../../cli/lib/project';
import { describeServer, ensureBuilt } from '../../cli/lib/start';
import { DEMO_CODES, makeProject, writeFakeApp } from './helpers';

let project: ReturnType<typeof makeProject>;
let logged: string[];
beforeEach(() => {
  project = makeProject();
  writeFakeApp(project.root);
  logged = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void logged.push(line));
});
afterEach(() => {
  vi.restoreAllMocks();
  project.cleanup();
});

const builtCodes = () => logged.flatMap((line) => /✓ built (\S+)/.exec(line)?.[1] ?? []);

describe('ensureBuilt (wl start)', () => {
  it('builds missing tenants, then only those whose sources changed', async () => {
    const paths = projectPaths(project.root);
    await ensureBuilt(paths);
    expect(builtCodes()).toEqual(DEMO_CODES);

    logged = [];
    await ensureBuilt(paths);
    expect(builtCodes()).toEqual([]);

    const future = new Date(Date.now() + 60_000);
    utimesSync(path.join(project.root, 'tenants', 'perlas', 'tenant.json'), future, future);
    logged = [];
    await ensureBuilt(paths);
    expect(builtCodes()).toEqual(['perlas']);

    utimesSync(path.join(project.root, 'dist', '.app', 'index.html'), future, future);
    utimesSync(path.join(project.root, 'dist', 'perlas', 'index.html'), future, future);
    logged = [];
    await ensureBuilt(paths);
    expect(builtCodes()).toEqual(['lucky7', 'royal88']);
  });

  it('refuses to start with an invalid tenant', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    writeFileSync(path.join(project.root, 'tenants', 'lucky7', 'tenant.json'), '{}');
    await expect(ensureBuilt(projectPaths(project.root))).rejects.toThrow(
      /fix the tenant problems/,
    );
  });
});

describe('describeServer', () => {
  const demoTenants = () =>
    DEMO_CODES.map((code) => {
      const file = path.join(project.root, 'tenants', code, 'tenant.json');
      return { tenant: JSON.parse(readFileSync(file, 'utf8')), dir: path.dirname(file), file };
    });

  it('prints the URLs without the demo accounts outside demo mode', () => {
    const text = describeServer(demoTenants(), 9090, { demo: false });
    expect(text).toContain('http://lucky7.localhost:9090/m/home');
    expect(text).not.toContain(DEMO_PASSWORD);
  });

  it('prints both URLs of every tenant and, in demo mode, every demo account', () => {
    const text = describeServer(demoTenants(), 9090, { demo: true });
    for (const code of DEMO_CODES) {
      expect(text).toContain(`http://${code}.localhost:9090/m/home`);
      expect(text).toContain(`http://localhost:9090/m/home?tenant=${code}`);
    }
    for (const account of DEMO_ACCOUNTS)
      expect(text).toMatch(new RegExp(`${account.userName}\\s+${DEMO_PASSWORD}`));
    expect(DEMO_ACCOUNTS.map((account) => account.userName)).toEqual([
      'member0',
      'agent1',
      'agent2',
      'trial4',
      'member40',
      'agent41',
      'agent42',
    ]);
  });
});
