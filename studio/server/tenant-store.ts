import { access, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { buildTenants } from '../../cli/lib/build';
import { UserError } from '../../cli/lib/errors';
import { tempSibling } from '../../cli/lib/fs-atomic';
import type { ProjectPaths } from '../../cli/lib/project';
import { appDir } from '../../cli/lib/project';
import { loadAllTenants, withAssetProblems } from '../../cli/lib/tenants';
import type { Tenant } from '../../schema/tenant';
import type { TenantProblem } from '../../schema/validate';
import { duplicateProblems, TENANT_FILE, validateTenant } from '../../schema/validate';
import type { SaveAnswer, StudioProblem, TenantSummary } from '../shared/api-types';
import { asTenantObject, formatTenantJson, tenantFolder } from './tenant-json';
import { diffLines } from './text-diff';

const withoutFile = ({ pointer, message, hint }: TenantProblem): StudioProblem =>
  hint === undefined ? { pointer, message } : { pointer, message, hint };

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

/** The tenant file of `code` as it is on disk (text), or a UserError when there is none. */
export async function readTenantText(paths: ProjectPaths, code: string): Promise<string> {
  const file = path.join(tenantFolder(paths.tenantsDir, code), TENANT_FILE);
  return readFile(file, 'utf8').catch(() => {
    throw new UserError(`no tenant "${code}"`);
  });
}

/** Every tenant folder with its colours, languages, templates and whether `wl validate` passes it. */
export async function listTenants(paths: ProjectPaths): Promise<TenantSummary[]> {
  const folders = await readdir(paths.tenantsDir, { withFileTypes: true }).catch(() => []);
  const { problems } = await loadAllTenants(paths.tenantsDir);
  const summaries = folders
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map(async ({ name: code }): Promise<TenantSummary> => {
      const file = path.join(paths.tenantsDir, code, TENANT_FILE);
      const raw: unknown = await readFile(file, 'utf8')
        .then((content) => JSON.parse(content) as unknown)
        .catch(() => ({}));
      const data = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
      const theme = (data.theme ?? {}) as Record<string, unknown>;
      const languages = (data.languages ?? {}) as Record<string, unknown>;
      const own = problems.filter((problem) => problem.file === file).map(withoutFile);
      return {
        code,
        name: text(data.name, code),
        merchantCode: text(data.merchantCode),
        colours: {
          primary: text(theme.primary, '#000000'),
          accent: text(theme.accent, '#f5b301'),
          background: text(theme.background, '#f4f5f7'),
        },
        languages: Array.isArray(languages.available) ? languages.available.map(String) : [],
        templates: { ...((data.templates ?? {}) as Record<string, number>) },
        valid: own.length === 0,
        problems: own,
      };
    });
  return (await Promise.all(summaries)).sort((a, b) => a.code.localeCompare(b.code));
}

/**
 * Every problem `wl validate` would report for this draft saved as tenants/<code>/tenant.json:
 * the schema and cross-field rules, merchant codes and domains taken by another tenant, and the
 * logo and icon files.
 */
export async function checkDraft(
  paths: ProjectPaths,
  code: string,
  draft: unknown,
): Promise<{ tenant?: Tenant; problems: StudioProblem[] }> {
  const dir = tenantFolder(paths.tenantsDir, code);
  const file = path.join(dir, TENANT_FILE);
  const result = validateTenant(asTenantObject(draft), file);
  if (!result.ok) return { problems: result.problems.map(withoutFile) };
  const others = (await loadAllTenants(paths.tenantsDir)).tenants
    .map((loaded) => loaded.tenant)
    .filter((tenant) => tenant.code !== code);
  const taken = duplicateProblems([...others, result.tenant], paths.tenantsDir).filter(
    (problem) => problem.file === file,
  );
  const assets = await withAssetProblems({
    tenants: [{ tenant: result.tenant, dir, file }],
    problems: [],
    checked: 1,
  });
  const problems = [...taken, ...assets.problems].map(withoutFile);
  return problems.length ? { problems } : { tenant: result.tenant, problems };
}

/** The lines saving this draft would change in tenant.json. */
export async function diffDraft(paths: ProjectPaths, code: string, draft: unknown) {
  const onDisk = await readTenantText(paths, code);
  return diffLines(onDisk, formatTenantJson(asTenantObject(draft)));
}

/**
 * Validates the draft and, only when valid, writes tenant.json through a temp file and a rename
 * (a reader, such as a running `wl start`, sees the old file or the new one), then rebuilds
 * `dist/<code>/` from the app build in `dist/.app` (compiled first when there is none).
 */
export async function saveDraft(
  paths: ProjectPaths,
  code: string,
  draft: unknown,
): Promise<SaveAnswer> {
  const diff = await diffDraft(paths, code, draft);
  const { tenant, problems } = await checkDraft(paths, code, draft);
  if (!tenant) return { saved: false, problems, diff };
  const file = path.join(tenantFolder(paths.tenantsDir, code), TENANT_FILE);
  const temp = tempSibling(file);
  await writeFile(temp, formatTenantJson(asTenantObject(draft)));
  await rename(temp, file);
  return { saved: true, problems: [], diff, build: await buildOne(paths, code) };
}

/** `wl build <code>`, reusing the compiled app when there is one (the app never depends on a tenant). */
async function buildOne(paths: ProjectPaths, code: string): Promise<SaveAnswer['build']> {
  const started = performance.now();
  const hasApp = await access(path.join(appDir(paths.distDir), 'index.html')).then(
    () => true,
    () => false,
  );
  try {
    const result = await buildTenants({ paths, targets: [code], skipCompile: hasApp });
    const ms = Math.round(performance.now() - started);
    return { ok: result.ok, ms, message: result.ok ? `built dist/${code}/` : 'build refused' };
  } catch (error) {
    const ms = Math.round(performance.now() - started);
    return { ok: false, ms, message: error instanceof Error ? error.message : String(error) };
  }
}
