import type { Tenant } from '../../schema/tenant';
import type { TenantDirectory } from '../domain/tenants';

export const TENANT_COOKIE = 'wl_tenant';

export interface SitePick {
  tenant: Tenant;
  /** Set when `?tenant=` chose the tenant: remember it in the cookie. */
  remember: boolean;
}

/** Hosts that name no tenant: plain localhost, IPv4 and IPv6 addresses (with or without a port). */
function isNeutralHost(host: string): boolean {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return (
    name === '' ||
    name === 'localhost' ||
    /^\d{1,3}(\.\d{1,3}){3}$/.test(name) ||
    /^\[[0-9a-f:.]+\]$/.test(host.toLowerCase().replace(/\]:\d+$/, ']'))
  );
}

/**
 * Which tenant's site a browser request gets: the Host (`<code>.localhost` or a listed domain);
 * on a host that names no tenant (plain localhost, an IP address) `?tenant=<code>`, then the
 * `wl_tenant` cookie, then the first tenant. Any other host, or an unknown `?tenant=`, gets none
 * (404): never another tenant's site.
 */
export function pickSiteTenant(
  directory: TenantDirectory,
  host: string,
  queryTenant: string | undefined,
  cookieTenant: string | undefined,
): SitePick | undefined {
  const byHost = directory.byHost(host);
  if (byHost) return { tenant: byHost, remember: false };
  if (!isNeutralHost(host)) return undefined;
  if (queryTenant) {
    const byQuery = directory.byCode(queryTenant);
    return byQuery && { tenant: byQuery, remember: true };
  }
  const byCookie = cookieTenant ? directory.byCode(cookieTenant) : undefined;
  const fallback = byCookie ?? directory.all[0];
  return fallback && { tenant: fallback, remember: false };
}
