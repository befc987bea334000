import type { Tenant } from '../../schema/tenant';

/** A tenant as addressed by one merchant code: the main merchant or its free-trial merchant. */
export interface MerchantMatch {
  tenant: Tenant;
  merchantCode: string;
  trial: boolean;
}

interface TenantIndex {
  readonly all: Tenant[];
  readonly merchants: ReadonlyMap<string, MerchantMatch>;
  readonly hosts: ReadonlyMap<string, Tenant>;
}

function indexTenants(all: Tenant[]): TenantIndex {
  const merchants = new Map<string, MerchantMatch>();
  const hosts = new Map<string, Tenant>();
  for (const tenant of all) {
    merchants.set(tenant.merchantCode, { tenant, merchantCode: tenant.merchantCode, trial: false });
    merchants.set(tenant.trialMerchantCode, {
      tenant,
      merchantCode: tenant.trialMerchantCode,
      trial: true,
    });
    for (const domain of tenant.domains) hosts.set(domain.toLowerCase(), tenant);
  }
  return { all, merchants, hosts };
}

/**
 * Looks tenants up by merchant code, code and host name. The set can be replaced while the server
 * runs (tenants added, rebuilt or removed): `replace` swaps one immutable index, so a lookup never
 * sees half of a change.
 */
export class TenantDirectory {
  private index: TenantIndex;

  constructor(all: Tenant[]) {
    this.index = indexTenants(all);
  }

  get all(): Tenant[] {
    return this.index.all;
  }

  replace(all: Tenant[]): void {
    this.index = indexTenants(all);
  }

  byMerchant(merchantCode: string): MerchantMatch | undefined {
    return this.index.merchants.get(merchantCode);
  }

  byCode(code: string): Tenant | undefined {
    return this.index.all.find((tenant) => tenant.code === code);
  }

  /** `<code>.localhost[:port]` or a listed domain (with or without the port). */
  byHost(host: string): Tenant | undefined {
    const lower = host.toLowerCase();
    const name = lower.replace(/:\d+$/, '');
    const local = /^([a-z0-9-]+)\.localhost$/.exec(name);
    if (local?.[1]) return this.byCode(local[1]);
    const { hosts } = this.index;
    return hosts.get(lower) ?? hosts.get(name);
  }
}

const CURRENCIES: Record<string, { currency: string; currencySymbol: string }> = {
  pt: { currency: 'BRL', currencySymbol: 'R$' },
  fil: { currency: 'PHP', currencySymbol: '₱' },
  vi: { currency: 'VND', currencySymbol: '₫' },
  th: { currency: 'THB', currencySymbol: '฿' },
  id: { currency: 'IDR', currencySymbol: 'Rp' },
  hi: { currency: 'INR', currencySymbol: '₹' },
};

/** The tenant schema has no currency yet: the reference server derives it from the default language. */
export function tenantCurrency(tenant: Tenant) {
  return CURRENCIES[tenant.languages.default] ?? { currency: 'USD', currencySymbol: '$' };
}
