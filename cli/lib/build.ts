import { access } from 'node:fs/promises';
import path from 'node:path';

import { compileApp } from './compile';
import type { BeforeCommit } from './emit-tenant';
import { emitTenant } from './emit-tenant';
import { precompressApp } from './precompress';
import { compileServiceWorker } from './service-worker';
import { UserError } from './errors';
import type { ProjectPaths } from './project';
import { appDir } from './project';
import { plural, printProblems } from './report';
import type { LoadedTenant, TenantSelection } from './tenants';
import { loadAllTenants, loadNamedTenants } from './tenants';

export interface BuildOptions {
  paths: ProjectPaths;
  /** Tenant codes or paths; empty with `all` means every tenant. */
  targets: string[];
  all?: boolean;
  /** Reuse `<dist>/.app` instead of compiling. */
  skipCompile?: boolean;
  beforeCommit?: BeforeCommit;
}

export interface BuildResult {
  ok: boolean;
  built: string[];
  compileMs?: number;
  totalMs: number;
}

/** Validates every requested tenant, compiles once, then writes `dist/<code>/` per tenant. */
export async function buildTenants(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const selection = await selectTenants(options);
  if (selection.problems.length) {
    console.error(
      `Nothing built: ${plural(selection.problems.length, 'problem')} in the requested tenants.`,
    );
    printProblems(selection.problems, options.paths.root);
    return { ok: false, built: [], totalMs: performance.now() - started };
  }
  if (!selection.tenants.length)
    throw new UserError('no tenants to build; create one with "wl new <code>"');
  const { dir, compileMs } = await prepareApp(options);
  const built = await emitAll(selection.tenants, dir, options);
  const totalMs = performance.now() - started;
  console.log(
    `Built ${plural(built.length, 'tenant')} into ${displayPath(options.paths)} in ${Math.round(totalMs)} ms.`,
  );
  return { ok: true, built, compileMs, totalMs };
}

async function selectTenants({ paths, targets, all }: BuildOptions): Promise<TenantSelection> {
  if (all && targets.length) throw new UserError('pass tenant codes or --all, not both');
  if (!all && !targets.length) throw new UserError('name the tenants to build, or pass --all');
  return all
    ? loadAllTenants(paths.tenantsDir)
    : loadNamedTenants(paths.tenantsDir, [...new Set(targets)], paths.root);
}

async function prepareApp({
  paths,
  skipCompile,
}: BuildOptions): Promise<{ dir: string; compileMs?: number }> {
  const dir = appDir(paths.distDir);
  if (skipCompile) {
    await access(path.join(dir, 'index.html')).catch(() => {
      throw new UserError(
        `--skip-compile needs an existing app build in ${dir}; run "wl build" without it`,
      );
    });
    // An app compiled before compressed copies existed gets them now (existing ones are kept).
    await precompressApp(dir);
    return { dir };
  }
  const started = performance.now();
  await compileApp(paths);
  await compileServiceWorker(paths, dir);
  const compileMs = performance.now() - started;
  console.log(`  compiled app in ${Math.round(compileMs)} ms`);
  return { dir, compileMs };
}

async function emitAll(
  tenants: LoadedTenant[],
  dir: string,
  options: BuildOptions,
): Promise<string[]> {
  const built: string[] = [];
  const width = Math.max(...tenants.map(({ tenant }) => tenant.code.length));
  for (const loaded of tenants) {
    const started = performance.now();
    await emitTenant(loaded, dir, options.paths.distDir, options.beforeCommit);
    built.push(loaded.tenant.code);
    console.log(
      `  ✓ ${loaded.tenant.code.padEnd(width)}  ${Math.round(performance.now() - started)} ms`,
    );
  }
  return built;
}

function displayPath({ root, distDir }: ProjectPaths): string {
  const relative = path.relative(root, distDir);
  return relative && !relative.startsWith('..') ? relative : distDir;
}
