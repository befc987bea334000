import { stat } from 'node:fs/promises';
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

async function modifiedAt(file: string): Promise<number | undefined> {
  return stat(file).then(
    (info) => info.mtimeMs,
    () => undefined,
  );
}
