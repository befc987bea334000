import type { ConsolidatedSettings, SystemStatus, WhitelabelFlags } from '../../contract/system';
import { WHITE_LABEL_FLAG_IDS } from '../../schema/constants';
import type { Tenant } from '../../schema/tenant';
import { tenantTimeZone } from './play/tenant-day';

/** `GET /wps/system/whitelabel`: every flag of the schema, off unless the tenant turns it on. */
export function whitelabelFlags(tenant: Tenant): WhitelabelFlags {
  const flags: Partial<Record<string, boolean>> = tenant.flags;
  return Object.fromEntries(
    WHITE_LABEL_FLAG_IDS.map((id) => [id, flags[id] === true]),
  ) as WhitelabelFlags;
}

const RESOURCE_TYPES = { android: 'Android', ios: 'IOS', mobileConfig: 'MOBILECONFIG' } as const;

/** `GET /wps/system/setting/consolidated`: the runtime site settings, answered from the tenant file. */
export function consolidatedSettings(tenant: Tenant, status: SystemStatus): ConsolidatedSettings {
  const downloads: Partial<Record<keyof typeof RESOURCE_TYPES, string>> = tenant.downloads;
  return {
    whitelabel: whitelabelFlags(tenant),
    mobileTemplate: { ...tenant.templates },
    showVipBenefit: tenant.showVipBenefit,
    dividends: tenant.dividends,
    agentMenu: [...tenant.agentMenu],
    customerService: tenant.customerService.map((entry, index) => ({
      csType: entry.channel,
      csPosition: index + 1,
      title: entry.title ?? entry.channel,
      url: entry.url,
    })),
    resources: Object.entries(RESOURCE_TYPES).flatMap(([key, resourceType]) => {
      const url = downloads[key as keyof typeof RESOURCE_TYPES];
      return url ? [{ resourceType, url }] : [];
    }),
    social: { ...tenant.social },
    languages: { default: tenant.languages.default, available: [...tenant.languages.available] },
    maintenance: status.maintenance,
    regionRestriction: status.regionRestriction,
    location: status.location,
    mainDomain: tenant.domains[0] ?? `${tenant.code}.localhost`,
    imageCDNs: [],
    timeZone: tenantTimeZone(tenant),
  };
}
