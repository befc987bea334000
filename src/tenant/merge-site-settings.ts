import {
  AGENT_MENU_KEYS,
  CS_CHANNELS,
  WHITE_LABEL_FLAG_IDS,
  type CsChannel,
} from '../../schema/constants';
import { safeLink } from '../lib/safe-link';
import type {
  ConsolidatedSettings,
  CustomerServiceChannel,
  SiteSettings,
  SiteStatus,
} from './site-settings';

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const asBoolean = (value: unknown, fallback: boolean) =>
  typeof value === 'boolean' ? value : fallback;
/** A template the platform sends (`mobileTemplate`), else the tenant file's. */
export const asTemplate = (value: unknown, fallback: 0 | 1): 0 | 1 =>
  value === 1 || value === '1' ? 1 : value === 0 || value === '0' ? 0 : fallback;

const DOWNLOAD_RESOURCES = {
  Android: 'android',
  IOS: 'ios',
  MOBILECONFIG: 'mobileConfig',
} as const;

/**
 * What the merge reads of the consolidated settings. The reference server sends every key; a
 * platform may leave keys out (docs/architecture.md), and each one left out keeps the baked value.
 */
export type RuntimeSettings = Partial<ConsolidatedSettings>;

function mergeFlags(baked: SiteSettings['flags'], whitelabel?: Partial<Record<string, unknown>>) {
  const flags = { ...baked };
  for (const flag of WHITE_LABEL_FLAG_IDS) flags[flag] = asBoolean(whitelabel?.[flag], baked[flag]);
  return flags;
}

function runtimeCustomerService(entries: RuntimeSettings['customerService']) {
  if (!Array.isArray(entries)) return undefined;
  return entries.flatMap((entry): CustomerServiceChannel[] => {
    const channel: CsChannel = entry.csType;
    const url = safeLink(entry.url);
    if (!CS_CHANNELS.includes(channel) || !url) return [];
    return [{ channel, url, ...(isString(entry.title) ? { title: entry.title } : {}) }];
  });
}

function runtimeDownloads(resources: RuntimeSettings['resources']) {
  if (!Array.isArray(resources)) return undefined;
  const downloads: SiteSettings['downloads'] = {};
  for (const resource of resources) {
    const key = DOWNLOAD_RESOURCES[resource.resourceType];
    const url = safeLink(resource.url);
    if (key && url) downloads[key] = url;
  }
  return downloads;
}

function runtimeSocial(social: RuntimeSettings['social']): SiteSettings['social'] | undefined {
  if (!social || typeof social !== 'object') return undefined;
  const facebook = safeLink(social.facebook);
  const telegram = safeLink(social.telegram);
  return { ...(facebook ? { facebook } : {}), ...(telegram ? { telegram } : {}) };
}

function mergeStatus(
  baked: SiteStatus,
  settings?: RuntimeSettings,
  status?: Partial<SiteStatus>,
): SiteStatus {
  const source = { ...settings, ...status } as Record<string, unknown>;
  return {
    maintenance: asBoolean(source.maintenance, baked.maintenance),
    regionRestriction: asBoolean(source.regionRestriction, baked.regionRestriction),
    location: typeof source.location === 'string' ? source.location : baked.location,
    ...(typeof source.maintainTime === 'number' ? { maintainTime: source.maintainTime } : {}),
    ...(typeof source.endTime === 'number' ? { endTime: source.endTime } : {}),
  };
}

/**
 * The platform's report zone as it is sent, else the baked one. Whether Intl knows it is asked only
 * where a report cuts its days (src/ui/report/date-range.ts falls back to the device's calendar):
 * the first Intl date format costs tens of milliseconds, and this merge runs before the first screen.
 */
const timeZoneOf = (value: unknown, baked?: string): { timeZone?: string } =>
  isString(value) ? { timeZone: value } : baked ? { timeZone: baked } : {};

/**
 * Runtime answers override the baked tenant key by key; a key the platform leaves out (or sends in an
 * unexpected shape) keeps the baked value, so a partial answer never switches features off by accident.
 */
export function mergeSiteSettings(
  baked: SiteSettings,
  settings?: RuntimeSettings,
  status?: Partial<SiteStatus>,
): SiteSettings {
  if (!settings && !status) return baked;
  const agentMenu = Array.isArray(settings?.agentMenu)
    ? settings.agentMenu.filter((key) => AGENT_MENU_KEYS.includes(key))
    : baked.agentMenu;
  return {
    flags: mergeFlags(baked.flags, settings?.whitelabel),
    templates: {
      mem_cen: asTemplate(settings?.mobileTemplate?.mem_cen, baked.templates.mem_cen),
      dep_func: asTemplate(settings?.mobileTemplate?.dep_func, baked.templates.dep_func),
    },
    showVipBenefit: asBoolean(settings?.showVipBenefit, baked.showVipBenefit),
    dividends: asBoolean(settings?.dividends, baked.dividends),
    agentMenu,
    customerService: runtimeCustomerService(settings?.customerService) ?? baked.customerService,
    downloads: runtimeDownloads(settings?.resources) ?? baked.downloads,
    social: runtimeSocial(settings?.social) ?? baked.social,
    status: mergeStatus(baked.status, settings, status),
    ...timeZoneOf(settings?.timeZone, baked.timeZone),
    runtime: 'runtime',
  };
}
