import { useQuery } from '@tanstack/react-query';
import { createContext, useMemo, useState, type ReactNode } from 'react';

import type { Tenant } from '../../schema/tenant';
import { configureApiClient } from '../lib/api-config';
import { mergeSiteSettings } from './merge-site-settings';
import { consolidatedSettingsQuery, siteStatusQuery } from './site-settings-queries';
import { bakedSiteSettings, type SiteSettings } from './site-settings';

export const TenantContext = createContext<Tenant | null>(null);
export const SiteSettingsContext = createContext<SiteSettings | null>(null);

export interface TenantProviderProps {
  /** The baked tenant from {@link readInlinedTenant}. */
  tenant: Tenant;
  children: ReactNode;
}

/**
 * Provides the tenant and the merged site settings. Points the api client at the tenant before any
 * child renders, then overlays the platform's runtime settings once they arrive (first paint never waits).
 * Needs a QueryClientProvider above it.
 */
export function TenantProvider({ tenant, children }: TenantProviderProps) {
  useState(() =>
    configureApiClient({
      baseUrl: tenant.api?.baseUrl ?? '',
      merchantCode: tenant.merchantCode,
      encryption: tenant.api?.encryption ?? 'tcg',
    }),
  );
  const settings = useQuery(consolidatedSettingsQuery());
  const status = useQuery(siteStatusQuery());
  const baked = useMemo(() => bakedSiteSettings(tenant), [tenant]);
  const merged = useMemo(() => {
    const result = mergeSiteSettings(baked, settings.data, status.data);
    const failed = settings.isError && !settings.data;
    return failed ? { ...result, runtime: 'failed' as const } : result;
  }, [baked, settings.data, settings.isError, status.data]);

  return (
    <TenantContext.Provider value={tenant}>
      <SiteSettingsContext.Provider value={merged}>{children}</SiteSettingsContext.Provider>
    </TenantContext.Provider>
  );
}
