import type { Tenant } from '../../schema/tenant';
import type { TenantDirectory } from '../domain/tenants';

export const TENANT_COOKIE = 'wl_tenant';

export interface SitePick {
  tenant: Tenant;
  /** Set when `?tenant=` chose the tenant: remember it in the cookie. */
  remember: boolean;
}

/**
 * Which tenant's site a browser request gets: the Host (`<code>.localhost` or a listed domain);
 * on any other host (plain localhost, 127.0.0.1, a LAN address) `?tenant=<code>`, then the
 * `wl_tenant` cookie, then the first tenant.
 */
export function pickSiteTenant(
  directory: TenantDirectory,
  host: string,
  queryTenant: string | undefined,
  cookieTenant: string | undefined,
): SitePick | undefined {
  const byHost = directory.byHost(host);
  if (byHost) return { tenant: byHost, remember: false };
  const byQuery = queryTenant ? directory.byCode(queryTenant) : undefined;
  if (byQuery) return { tenant: byQuery, remember: true };
  const byCookie = cookieTenant ? directory.byCode(cookieTenant) : undefined;
  const fallback = byCookie ?? directory.all[0];
  return fallback && { tenant: fallback, remember: false };
}
