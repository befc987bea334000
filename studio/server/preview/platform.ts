import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

import type { Tenant } from '../../../schema/tenant';
import { buildApp } from '../../../server/app';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo-members';
import { seedTenants } from '../../../server/db/seed/seed';

/**
 * The tenant as the preview serves it: the API on the preview's own origin, without payload
 * encryption (a transport detail players never see), so the studio can log demo accounts in.
 */
export const previewTenant = (tenant: Tenant): Tenant => ({
  ...tenant,
  api: { ...tenant.api, baseUrl: '', encryption: 'none' },
});

/**
 * A private reference server (in-memory database, development back office on) answering the
 * preview's API calls in process. Its tenants are the project's with the drafts in their place,
 * so the platform's answers (consolidated settings, gated routes) follow the draft too.
 */
export class PreviewPlatform {
  /** Resolves when the server has migrated and seeded its database (seconds: start it early). */
  readonly ready: Promise<void>;
  private readonly app: Promise<FastifyInstance>;

  constructor(tenants: Tenant[]) {
    this.app = buildApp({ tenants: tenants.map(previewTenant), dev: true }).then(async (app) => {
      await app.ready();
      return app;
    });
    this.ready = this.app.then(() => undefined);
  }

  /** Serves `tenants` from now on, seeding those that are new or whose merchant codes changed. */
  async setTenants(tenants: Tenant[]): Promise<void> {
    const app = await this.app;
    const served = tenants.map(previewTenant);
    const before = new Map(app.deps.tenants.all.map((tenant) => [tenant.code, tenant]));
    const fresh = served.filter((tenant) => {
      const old = before.get(tenant.code);
      return (
        !old ||
        old.merchantCode !== tenant.merchantCode ||
        old.trialMerchantCode !== tenant.trialMerchantCode
      );
    });
    if (fresh.length) await seedTenants(app.deps.db, app.deps.now, fresh, DEMO_PASSWORD);
    app.deps.tenants.replace(served);
  }

  async inject(request: InjectOptions): Promise<LightMyRequestResponse> {
    return (await this.app).inject(request);
  }

  async close(): Promise<void> {
    await (await this.app.catch(() => undefined))?.close();
  }
}
