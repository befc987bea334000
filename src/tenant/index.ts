export { useFlag, useOptionalTenant, useSiteSettings, useTenant } from './hooks';
export { mergeSiteSettings } from './merge-site-settings';
export { readInlinedTenant, TENANT_CONFIG_ID } from './read-inlined-tenant';
export type {
  ConsolidatedSettings,
  CustomerServiceChannel,
  RuntimeState,
  SiteSettings,
  SiteStatus,
} from './site-settings';
export { bakedSiteSettings } from './site-settings';
export { consolidatedSettingsQuery, siteStatusQuery } from './site-settings-queries';
export { TenantProvider, type TenantProviderProps } from './TenantProvider';
