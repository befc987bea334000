import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { writeFolderAtomically } from './fs-atomic';
import { linkTree } from './link-tree';
import { writeCompressedCopies } from './precompress';
import { writePwaFiles } from './pwa/write-pwa';
import { emitServiceWorker, SW_BUILD_DIR } from './service-worker';
import { injectTenantHead } from './tenant-html';
import { renderManifest } from './tenant-manifest';
import type { LoadedTenant } from './tenants';

/** Test seam: runs after every file of a tenant is written and before it replaces `dist/<code>`. */
export type BeforeCommit = (code: string, tempDir: string) => Promise<void> | void;

/**
 * Writes `<dist>/<code>/` from the shared app build: index.html with the tenant head, the shared
 * files hard-linked (with their `.br` / `.gz` copies), manifest, logo, icon, offline page and service worker, and compressed
 * copies of those tenant files; the install images and iOS profile (pwa/write-pwa.ts). The folder
 * appears complete or not at all.
 */
export async function emitTenant(
  { tenant, dir }: LoadedTenant,
  appDir: string,
  distDir: string,
  beforeCommit?: BeforeCommit,
): Promise<string> {
  const target = path.join(distDir, tenant.code);
  const appHtml = await readFile(path.join(appDir, 'index.html'), 'utf8');
  await writeFolderAtomically(
    target,
    async (temp) => {
      await linkTree(
        appDir,
        temp,
        (relative) => relative === 'index.html' || relative === SW_BUILD_DIR,
      );
      const logo = await readFile(path.join(dir, tenant.theme.logo));
      await writeFile(
        path.join(temp, 'index.html'),
        injectTenantHead(appHtml, tenant, logo, { rendered: true }),
      );
      await writeFile(
        path.join(temp, 'manifest.webmanifest'),
        renderManifest(tenant, { rendered: true }),
      );
      await writePwaFiles({ tenant, dir }, temp, distDir);
      for (const name of new Set([tenant.theme.logo, tenant.theme.icon])) {
        await copyFile(path.join(dir, name), path.join(temp, name));
      }
      for (const name of [
        'index.html',
        'manifest.webmanifest',
        tenant.theme.logo,
        tenant.theme.icon,
      ])
        await writeCompressedCopies(path.join(temp, name));
      await emitServiceWorker(tenant, logo, appDir, temp);
      await beforeCommit?.(tenant.code, temp);
    },
    { replace: true },
  );
  return target;
}
