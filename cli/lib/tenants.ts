import { access, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

import { closestName } from '../../schema/closest';
import type { Tenant } from '../../schema/tenant';
import type { TenantProblem } from '../../schema/validate';
import { loadTenantFile, loadTenants, TENANT_FILE } from '../../schema/validate';
import { artworkProblem } from './pwa/source-image';

/** A validated tenant and the folder its files (logo, icon) live in. */
export interface LoadedTenant {
  tenant: Tenant;
  dir: string;
  file: string;
}

export interface TenantSelection {
  tenants: LoadedTenant[];
  problems: TenantProblem[];
  /** How many tenant files were looked at, valid or not. */
  checked: number;
}

/** Every tenant of the project (with the cross-tenant checks of `loadTenants`). */
export async function loadAllTenants(tenantsDir: string): Promise<TenantSelection> {
  const { tenants, problems } = await loadTenants(tenantsDir).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return { tenants: [], problems: [] };
      throw error;
    },
  );
  const loaded = tenants.map((tenant) => {
    const dir = path.join(tenantsDir, tenant.code);
    return { tenant, dir, file: path.join(dir, TENANT_FILE) };
  });
  const validFiles = new Set(loaded.map((entry) => entry.file));
  const failedFiles = new Set(
    problems.map((problem) => problem.file).filter((file) => !validFiles.has(file)),
  );
  return withAssetProblems({
    tenants: loaded,
    problems,
    checked: loaded.length + failedFiles.size,
  });
}

/** The tenants named on the command line: a code (`tenants/<code>`), a tenant folder or a tenant.json path. */
export async function loadNamedTenants(
  tenantsDir: string,
  targets: string[],
  cwd: string,
): Promise<TenantSelection> {
  const selection: TenantSelection = { tenants: [], problems: [], checked: targets.length };
  for (const target of targets) {
    const file = await resolveTarget(tenantsDir, target, cwd);
    if (typeof file !== 'string') {
      selection.problems.push(file);
      continue;
    }
    const result = await loadTenantFile(file);
    if (result.ok) selection.tenants.push({ tenant: result.tenant, dir: path.dirname(file), file });
    else selection.problems.push(...result.problems);
  }
  return withAssetProblems(selection);
}

async function resolveTarget(
  tenantsDir: string,
  target: string,
  cwd: string,
): Promise<string | TenantProblem> {
  const asPath = path.resolve(cwd, target);
  const info = await stat(asPath).catch(() => undefined);
  if (info?.isFile()) return asPath;
  if (info?.isDirectory()) return path.join(asPath, TENANT_FILE);
  const byCode = path.join(tenantsDir, target, TENANT_FILE);
  if (await exists(byCode)) return byCode;
  const codes = (await loadAllTenants(tenantsDir)).tenants.map((entry) => entry.tenant.code);
  const closest = closestName(target, codes);
  return {
    file: byCode,
    pointer: '',
    message: `no tenant "${target}"`,
    hint: closest
      ? `did you mean ${closest}?`
      : `run "wl list" to see the tenants, or "wl new ${target}"`,
  };
}

/** Logo and icon must be files in the tenant folder that render: the build copies and draws them. */
export async function withAssetProblems(selection: TenantSelection): Promise<TenantSelection> {
  for (const { tenant, dir, file } of selection.tenants) {
    for (const key of ['logo', 'icon'] as const) {
      const name = tenant.theme[key];
      if (name !== path.basename(name) || name.startsWith('.')) {
        selection.problems.push({
          file,
          pointer: `/theme/${key}`,
          message: `"${name}" must be a plain file name in the tenant folder`,
          hint: `use a name such as "${key}.svg"`,
        });
      } else if (!(await exists(path.join(dir, name)))) {
        selection.problems.push({
          file,
          pointer: `/theme/${key}`,
          message: `file "${name}" not found next to tenant.json`,
          hint: `add ${path.join(path.relative(process.cwd(), dir) || '.', name)} or change /theme/${key}`,
        });
      } else {
        const problem = artworkProblem(file, key, name, await readFile(path.join(dir, name)));
        if (problem) selection.problems.push(problem);
      }
    }
  }
  return selection;
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
