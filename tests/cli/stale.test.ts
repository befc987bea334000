import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { isAppBuildStale } from '../../cli/lib/stale';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function project(): { appDir: string; touch: (file: string, secondsFromNow: number) => void } {
  root = mkdtempSync(path.join(os.tmpdir(), 'wl-stale-'));
  const appDir = path.join(root, 'dist', '.app');
  const touch = (file: string, secondsFromNow: number) => {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, 'x');
    const when = new Date(Date.now() + secondsFromNow * 1000);
    utimesSync(full, when, when);
  };
  return { appDir, touch };
}

describe('isAppBuildStale (wl start recompiles after source edits)', () => {
  it('is stale without a build', async () => {
    const { appDir, touch } = project();
    touch('src/main.tsx', 0);
    expect(await isAppBuildStale(root, appDir)).toBe(true);
  });

  it('is fresh when the build is newer than every source', async () => {
    const { appDir, touch } = project();
    touch('src/features/home/HomeScreen.tsx', -60);
    touch('vite.config.ts', -60);
    touch('dist/.app/index.html', 0);
    expect(await isAppBuildStale(root, appDir)).toBe(false);
  });

  it('is stale when a nested source file or the Vite config changed after the build', async () => {
    const { appDir, touch } = project();
    touch('dist/.app/index.html', -60);
    touch('src/features/home/HomeScreen.tsx', 0);
    expect(await isAppBuildStale(root, appDir)).toBe(true);

    touch('src/features/home/HomeScreen.tsx', -120);
    touch('vite.config.ts', 0);
    expect(await isAppBuildStale(root, appDir)).toBe(true);
  });

  it('is stale when the wire contract or the tenant schema the site imports changed', async () => {
    const { appDir, touch } = project();
    touch('vite.config.ts', -120);
    touch('dist/.app/index.html', -60);
    touch('contract/session.ts', 0);
    expect(await isAppBuildStale(root, appDir)).toBe(true);

    touch('contract/session.ts', -120);
    touch('schema/tenant-schema.ts', 0);
    expect(await isAppBuildStale(root, appDir)).toBe(true);

    touch('schema/tenant-schema.ts', -120);
    expect(await isAppBuildStale(root, appDir)).toBe(false);
  });
});
