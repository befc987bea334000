import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import type { Tenant } from '../../../schema/tenant';
import { validateTenant } from '../../../schema/validate';
import { startServer } from '../../../server/index';
import { emitTenant } from '../emit-tenant';
import { appDir } from '../project';
import type { Combination } from './combination';
import { MATRIX_LOGO_SVG, matrixTenantCode, tenantJsonOf } from './tenant-of';

export interface MatrixServer {
  readonly port: number;
  /** Serves one row's tenant (seeded on first use); resolves once the server answers for it. */
  ready(index: number): Promise<void>;
  /** Base URL of one row's tenant (`http://mx07.localhost:<port>`). */
  urlOf(index: number): string;
  merchantOf(index: number): string;
  close(): Promise<void>;
}

/** How often `ready` asks whether the server has taken a row's tenant in. */
const READY_POLL_MS = 100;

interface PreparedRow {
  tenant: Tenant;
  /** The row's tenant folder, outside the served tenants folder until the row is used. */
  staged: string;
}

/** A row's tenant folder (tenant.json, logo, icon) under `parent`, validated. */
async function writeRowTenant(parent: string, row: Combination, index: number) {
  const code = matrixTenantCode(index);
  const dir = path.join(parent, code);
  const file = path.join(dir, 'tenant.json');
  await mkdir(dir, { recursive: true });
  const json = tenantJsonOf(row, code);
  await writeFile(path.join(dir, 'logo.svg'), MATRIX_LOGO_SVG);
  await writeFile(path.join(dir, 'icon.svg'), MATRIX_LOGO_SVG);
  await writeFile(file, `${JSON.stringify(json, null, 2)}\n`);
  const result = validateTenant(json, file);
  if (!result.ok)
    throw new Error(
      `row ${row.id}: generated tenant is invalid: ${JSON.stringify(result.problems)}`,
    );
  return { tenant: result.tenant, dir, file };
}

/**
 * Emits one tenant per row from the existing app build in `<distDir>/.app` (no compile, a few ms
 * per tenant) and serves them on the reference server with an in-memory database. Seeding a tenant
 * costs about a second, so a row's tenant joins the served tenants folder only when a test asks for
 * it (`ready`): the server takes it in as it takes any new tenant (server/live-tenants.ts), and each
 * worker seeds the rows it runs, not all of them.
 */
export async function serveMatrix(
  rows: readonly Combination[],
  { distDir, port = 0 }: { distDir: string; port?: number },
): Promise<MatrixServer> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'wl-matrix-'));
  const tenantsDir = path.join(root, 'tenants');
  const stagingDir = path.join(root, 'staging');
  const outDir = path.join(root, 'dist');
  const prepared: PreparedRow[] = [];
  for (const [index, row] of rows.entries()) {
    // The server needs one tenant to start: the first row is served from the start.
    const written = await writeRowTenant(index === 0 ? tenantsDir : stagingDir, row, index);
    await emitTenant(written, appDir(distDir), outDir);
    prepared.push({ tenant: written.tenant, staged: written.dir });
  }
  const server = await startServer({
    port,
    tenantsDir,
    distDir: outDir,
    dataDir: 'memory://',
    // The browser rows sign in and read the outbox like the e2e suite: the back office stays on.
    dev: true,
  }).catch(async (error: unknown) => {
    await rm(root, { recursive: true, force: true });
    throw error;
  });
  const served = async (merchant: string) => {
    const response = await fetch(`${server.url}/wps/system/status`, { headers: { merchant } });
    return ((await response.json()) as { success?: boolean }).success === true;
  };
  const ready = async (index: number) => {
    const row = prepared[index];
    if (!row) throw new Error(`no matrix row ${index}`);
    if (index > 0) {
      // Moved whole, so the folder watch never reads a half-written tenant.
      await rename(row.staged, path.join(tenantsDir, matrixTenantCode(index))).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        },
      );
    }
    while (!(await served(row.tenant.merchantCode)))
      await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  };
  return {
    port: server.port,
    ready,
    urlOf: (index) => `http://${matrixTenantCode(index)}.localhost:${server.port}`,
    merchantOf: (index) => prepared[index]?.tenant.merchantCode ?? '',
    close: async () => {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
