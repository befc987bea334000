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
 * Which tenant's site a browser request gets: the tenant the Host names (`<code>.localhost` or a
 * listed domain), else the one `?tenant=<code>` names, else the `wl_tenant` cookie's (set by
 * `?tenant=`), else on plain localhost or an IP address the first tenant. A `<code>.localhost` of
 * no tenant, an unknown `?tenant=`, or any other host without a choice gets none (404): never
 * another tenant's site.
 */
export function pickSiteTenant(
  directory: TenantDirectory,
  host: string,
  queryTenant: string | undefined,
  cookieTenant: string | undefined,
): SitePick | undefined {
  const byHost = directory.byHost(host);
  if (byHost) return { tenant: byHost, remember: false };
  if (/\.localhost(:\d+)?$/i.test(host)) return undefined;
  if (queryTenant) {
    const byQuery = directory.byCode(queryTenant);
    return byQuery && { tenant: byQuery, remember: true };
  }
  const byCookie = cookieTenant ? directory.byCode(cookieTenant) : undefined;
  if (byCookie) return { tenant: byCookie, remember: false };
  const first = isNeutralHost(host) ? directory.all[0] : undefined;
  return first && { tenant: first, remember: false };
}
