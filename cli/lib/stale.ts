import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

import type { LoadedTenant } from './tenants';

/** True when `<dist>/<code>/index.html` is missing or older than the tenant's files or the app build. */
export async function isTenantBuildStale(
  { tenant, dir, file }: LoadedTenant,
  appDir: string,
  distDir: string,
): Promise<boolean> {
  const built = await modifiedAt(path.join(distDir, tenant.code, 'index.html'));
  if (built === undefined) return true;
  const sources = [
    file,
    path.join(dir, tenant.theme.logo),
    path.join(dir, tenant.theme.icon),
    path.join(appDir, 'index.html'),
  ];
  const times = await Promise.all(sources.map(modifiedAt));
  return times.some((time) => time === undefined || time > built);
}

/** Folders the compiled app is made from: the site and what it imports (wire contract, tenant schema). */
const APP_SOURCE_DIRS = ['src', 'contract', 'schema'];

/** True when the compiled app is missing or older than any file of the app's sources or build config. */
export async function isAppBuildStale(root: string, appDir: string): Promise<boolean> {
  const built = await modifiedAt(path.join(appDir, 'index.html'));
  if (built === undefined) return true;
  const configs = ['vite.config.ts', 'package-lock.json'].map((name) => path.join(root, name));
  const nested = await Promise.all(APP_SOURCE_DIRS.map((dir) => filesUnder(path.join(root, dir))));
  const sources = [...configs, ...nested.flat()];
  const times = await Promise.all(sources.map(modifiedAt));
  return times.some((time) => time !== undefined && time > built);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function modifiedAt(file: string): Promise<number | undefined> {
  return stat(file).then(
    (info) => info.mtimeMs,
    () => undefined,
  );
}
