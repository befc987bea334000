import { useContext } from 'react';

import type { WhiteLabelFlag } from '../../schema/constants';
import type { Tenant } from '../../schema/tenant';
import type { SiteSettings } from './site-settings';
import { SiteSettingsContext, TenantContext } from './TenantProvider';

const outside = (hook: string) => new Error(`${hook}() must be used inside <TenantProvider>.`);

/** The baked tenant (brand, merchant codes, theme tokens, languages). */
export function useTenant(): Tenant {
  const tenant = useContext(TenantContext);
  if (!tenant) throw outside('useTenant');
  return tenant;
}

/** The tenant when inside a TenantProvider, else null (for components that also work standalone). */
export const useOptionalTenant = (): Tenant | null => useContext(TenantContext);

/** Site settings: baked tenant values overridden by the platform's runtime answers. */
export function useSiteSettings(): SiteSettings {
  const settings = useContext(SiteSettingsContext);
  if (!settings) throw outside('useSiteSettings');
  return settings;
}

/** Whether a white-label flag (platform module) is on for this site right now. */
export const useFlag = (flag: WhiteLabelFlag): boolean => useSiteSettings().flags[flag];
