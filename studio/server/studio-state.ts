import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

import type { ProjectPaths } from '../../cli/lib/project';
import { loadAllTenants } from '../../cli/lib/tenants';
import type { Tenant } from '../../schema/tenant';
import { TENANT_FILE } from '../../schema/validate';

/** Where the studio's tenants are served (the preview's reference server; a stub in tests). */
export interface TenantSink {
  setTenants(tenants: Tenant[]): Promise<void>;
}

/**
 * The tenants the preview shows: the valid tenant files of the project, each replaced by its
 * unsaved draft when the studio holds one. Drafts live in memory only; saving drops them.
 */
export class StudioState {
  private readonly drafts = new Map<string, Tenant>();
  /** Bumped whenever what the preview serves changes. */
  version = 0;
  private pending: Promise<void> = Promise.resolve();
  private saved?: { signature: string; tenants: Tenant[] };

  constructor(
    private readonly paths: ProjectPaths,
    private readonly platform: TenantSink,
  ) {}

  /** The saved tenants with the drafts in their place. */
  async tenants(): Promise<Tenant[]> {
    const saved = await this.savedTenants();
    const codes = new Set(saved.map((tenant) => tenant.code));
    const unsaved = [...this.drafts.values()].filter((draft) => !codes.has(draft.code));
    return [...saved.map((tenant) => this.drafts.get(tenant.code) ?? tenant), ...unsaved];
  }

  async tenant(code: string): Promise<Tenant | undefined> {
    return (await this.tenants()).find((tenant) => tenant.code === code);
  }

  /** Serves a valid draft in the preview from now on; the platform follows in order (see `settled`). */
  setDraft(tenant: Tenant): number {
    this.drafts.set(tenant.code, tenant);
    return this.refresh();
  }

  /** Back to the files on disk for `code` (after a save, or when a tenant is created). */
  dropDraft(code: string): number {
    this.drafts.delete(code);
    return this.refresh();
  }

  /** Resolves once the platform serves every change made so far; the preview waits for it. */
  settled(): Promise<void> {
    return this.pending;
  }

  /**
   * Like `settled`, after handing the platform any tenant file changed on disk since it was last
   * read (edited with the CLI or an editor while the studio runs).
   */
  async syncedWithDisk(): Promise<void> {
    if (this.saved && this.saved.signature !== (await tenantFilesSignature(this.paths.tenantsDir)))
      this.refresh();
    return this.pending;
  }

  /** The valid tenant files, read again only when a tenant.json was added, changed or removed. */
  private async savedTenants(): Promise<Tenant[]> {
    const signature = await tenantFilesSignature(this.paths.tenantsDir);
    if (this.saved?.signature !== signature) {
      const { tenants } = await loadAllTenants(this.paths.tenantsDir);
      this.saved = { signature, tenants: tenants.map(({ tenant }) => tenant) };
    }
    return this.saved.tenants;
  }

  private refresh(): number {
    this.pending = this.pending
      .then(async () => this.platform.setTenants(await this.tenants()))
      .catch((error: unknown) =>
        console.error('studio: the preview platform kept its tenants:', error),
      );
    return ++this.version;
  }
}

/** Name, time and size of every tenant file: changes when a tenant is added, edited or removed. */
async function tenantFilesSignature(tenantsDir: string): Promise<string> {
  const folders = await readdir(tenantsDir, { withFileTypes: true }).catch(() => []);
  const parts = await Promise.all(
    folders
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map(async ({ name }) => {
        const info = await stat(path.join(tenantsDir, name, TENANT_FILE)).catch(() => undefined);
        return `${name}:${info?.mtimeMs ?? '-'}:${info?.size ?? '-'}`;
      }),
  );
  return parts.sort().join('|');
}
