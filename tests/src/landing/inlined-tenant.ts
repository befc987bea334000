import { TENANT_CONFIG_ID } from '../../../src/tenant/read-inlined-tenant';

/** Takes the inlined tenant out of the page's head, and nothing else. */
export const removeInlinedTenant = () => document.getElementById(TENANT_CONFIG_ID)?.remove();

/**
 * The tenant `wl build` inlines, in the page's head. Only that element is added and removed: the
 * head also holds the styles styled-components injected for other files of this worker, which it
 * does not inject again (emptying the head left a later file's components unstyled).
 */
export function inlineTenant(tenant: object): void {
  removeInlinedTenant();
  const script = document.createElement('script');
  script.id = TENANT_CONFIG_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify(tenant);
  document.head.appendChild(script);
}
