import type { FastifyInstance } from 'fastify';

import type { Tenant } from '../schema/tenant';
import { type TenantFolderWatch, watchTenantFolder } from './tenant-folder-watch';

export interface LiveTenantsOptions {
  /** @default `<repo>/tenants` */
  tenantsDir?: string;
  intervalMs: number;
  /** Seeds tenants new to the database (or whose merchant codes changed) before they are served. */
  seed(tenants: Tenant[]): Promise<void>;
}

/** Tenants that are new, or whose merchant codes changed, in `next` compared with `current`. */
function tenantsToSeed(current: Tenant[], next: Tenant[]): Tenant[] {
  const before = new Map(current.map((tenant) => [tenant.code, tenant]));
  return next.filter((tenant) => {
    const old = before.get(tenant.code);
    return (
      !old ||
      old.merchantCode !== tenant.merchantCode ||
      old.trialMerchantCode !== tenant.trialMerchantCode
    );
  });
}

/**
 * Serves tenants added, edited or removed in the tenants folder while the server runs: each change is
 * validated, new tenants are seeded, then `app.deps.tenants` is swapped whole. An invalid folder keeps
 * the tenants being served (and logs why). Built sites are read from `dist/` on each request.
 */
export async function liveTenants(app: FastifyInstance, options: LiveTenantsOptions) {
  const directory = app.deps.tenants;
  let watch: TenantFolderWatch | undefined;
  app.addHook('onReady', async () => {
    watch = await watchTenantFolder({
      dir: options.tenantsDir,
      intervalMs: options.intervalMs,
      async onTenants(tenants) {
        await options.seed(tenantsToSeed(directory.all, tenants));
        directory.replace(tenants);
        app.log.info({ tenants: tenants.map((tenant) => tenant.code) }, 'tenants reloaded');
      },
      onProblems(message) {
        app.log.warn(`tenants folder not reloaded: ${message}`);
      },
    });
  });
  app.addHook('onClose', async () => watch?.stop());
}
