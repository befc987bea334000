import type { Tenant } from '../../schema/tenant';

/** URL of the tenant's logo: `wl build` copies it next to the tenant's index.html. */
export const logoUrl = (tenant: Tenant): string => `/${(tenant.theme.logo ?? 'logo.svg').split('/').pop()}`;
