import type { Tenant } from '../../schema/tenant';
import { useTenant } from '../tenant/hooks';

/** URL of the tenant's logo: `wl build` copies it next to the tenant's index.html. */
export const logoUrl = (tenant: Tenant): string =>
  `/${(tenant.theme.logo ?? 'logo.svg').split('/').pop()}`;

/** The tenant's logo as an image source and its alternative text. */
export function useLogo(): { src: string; alt: string } {
  const tenant = useTenant();
  return { src: logoUrl(tenant), alt: tenant.name };
}
