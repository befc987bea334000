import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { validateTenant } from '../../../schema/validate';
import { startServer } from '../../../server/index';
import { emitTenant } from '../emit-tenant';
import { appDir } from '../project';
import type { Combination } from './combination';
import { MATRIX_LOGO_SVG, matrixTenantCode, tenantJsonOf } from './tenant-of';

export interface MatrixServer {
  readonly port: number;
  /** Base URL of one row's tenant (`http://mx07.localhost:<port>`). */
  urlOf(index: number): string;
  merchantOf(index: number): string;
  close(): Promise<void>;
}

/**
 * Writes one tenant per row into a temp project, emits each from the existing app build in
 * `<distDir>/.app` (no compile, a few ms per tenant) and serves them on the reference server with
 * an in-memory database: the rows' configurations are injected at serve time.
 */
export async function serveMatrix(
  rows: readonly Combination[],
  { distDir, port = 0 }: { distDir: string; port?: number },
): Promise<MatrixServer> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'wl-matrix-'));
  const tenantsDir = path.join(root, 'tenants');
  const outDir = path.join(root, 'dist');
  const merchants: string[] = [];
  for (const [index, row] of rows.entries()) {
    const code = matrixTenantCode(index);
    const dir = path.join(tenantsDir, code);
    const file = path.join(dir, 'tenant.json');
    await mkdir(dir, { recursive: true });
    const json = tenantJsonOf(row, code);
    await writeFile(file, `${JSON.stringify(json, null, 2)}\n`);
    await writeFile(path.join(dir, 'logo.svg'), MATRIX_LOGO_SVG);
    await writeFile(path.join(dir, 'icon.svg'), MATRIX_LOGO_SVG);
    const result = validateTenant(json, file);
    if (!result.ok)
      throw new Error(
        `row ${row.id}: generated tenant is invalid: ${JSON.stringify(result.problems)}`,
      );
    await emitTenant({ tenant: result.tenant, dir, file }, appDir(distDir), outDir);
    merchants.push(result.tenant.merchantCode);
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
  return {
    port: server.port,
    urlOf: (index) => `http://${matrixTenantCode(index)}.localhost:${server.port}`,
    merchantOf: (index) => merchants[index] ?? '',
    close: async () => {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
