import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

import { formatProblem, loadTenants, TENANT_FILE, TENANTS_DIR } from '../schema/validate';
import type { Tenant } from '../schema/tenant';

/** `<code>:<mtime>:<size>` of every tenant file: changes when a tenant is added, edited or removed. */
async function folderSignature(dir: string): Promise<string> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const parts = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map(async (entry) => {
        const file = await stat(join(dir, entry.name, TENANT_FILE)).catch(() => undefined);
        return `${entry.name}:${file?.mtimeMs ?? '-'}:${file?.size ?? '-'}`;
      }),
  );
  return parts.sort().join('|');
}

export interface TenantFolderWatch {
  stop(): void;
  /** Checks the folder now (the interval calls it too); resolves when any reload is done. */
  check(): Promise<void>;
}

export interface TenantFolderWatchOptions {
  /** @default `<repo>/tenants` */
  dir?: string;
  intervalMs: number;
  /** A changed folder whose every tenant file is valid. */
  onTenants(tenants: Tenant[]): Promise<void>;
  /** A changed folder with problems: the tenants being served stay as they are. */
  onProblems(message: string): void;
}

/**
 * Polls the tenants folder (a few stat calls a tick; fs.watch misses renames on some file systems
 * and in containers) and reloads it when a tenant file appears, changes or goes away.
 */
export async function watchTenantFolder(
  options: TenantFolderWatchOptions,
): Promise<TenantFolderWatch> {
  const dir = options.dir ?? TENANTS_DIR;
  let seen = await folderSignature(dir);
  let running: Promise<void> | undefined;

  async function reloadIfChanged() {
    const signature = await folderSignature(dir);
    if (signature === seen) return;
    seen = signature;
    const { tenants, problems } = await loadTenants(dir);
    if (problems.length) {
      options.onProblems(problems.map(formatProblem).join('; '));
      return;
    }
    if (!tenants.length)
      return options.onProblems(`no tenants left in ${dir}: keeping the last set`);
    await options.onTenants(tenants);
  }

  const check = () => {
    running ??= reloadIfChanged()
      .catch((error: unknown) => options.onProblems(String(error)))
      .finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => void check(), options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), check };
}
