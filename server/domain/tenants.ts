import type { Tenant } from '../../schema/tenant';

/** A tenant as addressed by one merchant code: the main merchant or its free-trial merchant. */
export interface MerchantMatch {
  tenant: Tenant;
  merchantCode: string;
  trial: boolean;
}

/** Looks tenants up by merchant code, code and host name (all loaded once at start-up). */
export class TenantDirectory {
  private readonly merchants = new Map<string, MerchantMatch>();
  private readonly hosts = new Map<string, Tenant>();

  constructor(readonly all: Tenant[]) {
    for (const tenant of all) {
      this.merchants.set(tenant.merchantCode, {
        tenant,
        merchantCode: tenant.merchantCode,
        trial: false,
      });
      this.merchants.set(tenant.trialMerchantCode, {
        tenant,
        merchantCode: tenant.trialMerchantCode,
        trial: true,
      });
      for (const domain of tenant.domains) this.hosts.set(domain.toLowerCase(), tenant);
    }
  }

  byMerchant(merchantCode: string): MerchantMatch | undefined {
    return this.merchants.get(merchantCode);
  }

  byCode(code: string): Tenant | undefined {
    return this.all.find((tenant) => tenant.code === code);
  }

  /** `<code>.localhost[:port]` or a listed domain (with or without the port). */
  byHost(host: string): Tenant | undefined {
    const lower = host.toLowerCase();
    const name = lower.replace(/:\d+$/, '');
    const local = /^([a-z0-9-]+)\.localhost$/.exec(name);
    if (local?.[1]) return this.byCode(local[1]);
    return this.hosts.get(lower) ?? this.hosts.get(name);
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
