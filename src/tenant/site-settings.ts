import type { ConsolidatedSettings, SystemStatus } from '../../contract/system';
import {
  WHITE_LABEL_FLAG_IDS,
  type AgentMenuKey,
  type CsChannel,
  type WhiteLabelFlag,
} from '../../schema/constants';
import type { Tenant } from '../../schema/tenant';

export interface CustomerServiceChannel {
  channel: CsChannel;
  url: string;
  title?: string;
}

export type { ConsolidatedSettings };

/** The platform's start-up mode (`GET /wps/system/status`). */
export type SiteStatus = SystemStatus;

/** Where the runtime layer stands: `baked` until the platform answered, `failed` when it did not. */
export type RuntimeState = 'baked' | 'runtime' | 'failed';

/** Tenant settings after the platform's runtime answers have overridden the baked tenant file. */
export interface SiteSettings {
  flags: Record<WhiteLabelFlag, boolean>;
  templates: { mem_cen: 0 | 1; dep_func: 0 | 1 };
  showVipBenefit: boolean;
  dividends: boolean;
  agentMenu: AgentMenuKey[];
  customerService: CustomerServiceChannel[];
  downloads: { android?: string; ios?: string; mobileConfig?: string };
  social: { facebook?: string; telegram?: string };
  status: SiteStatus;
  /** IANA zone the platform cuts report days in, as sent; the device's when none or unknown to Intl. */
  timeZone?: string;
  runtime: RuntimeState;
}

export function bakedSiteSettings(tenant: Tenant): SiteSettings {
  const flags = Object.fromEntries(
    WHITE_LABEL_FLAG_IDS.map((flag) => [flag, tenant.flags?.[flag] === true]),
  ) as Record<WhiteLabelFlag, boolean>;
  return {
    flags,
    templates: {
      mem_cen: tenant.templates?.mem_cen ?? 0,
      dep_func: tenant.templates?.dep_func ?? 0,
    },
    showVipBenefit: tenant.showVipBenefit ?? false,
    dividends: tenant.dividends ?? false,
    agentMenu: [...(tenant.agentMenu ?? [])],
    customerService: (tenant.customerService ?? []).map((cs) => ({ ...cs })),
    downloads: { ...tenant.downloads },
    social: { ...tenant.social },
    status: { maintenance: false, regionRestriction: false, location: '' },
    runtime: 'baked',
  };
}
