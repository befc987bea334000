import { TENANT_CONFIG_ID } from '../tenant/read-inlined-tenant';

/** What the landing scripts read of the tenant `wl build` inlines (`#tenant-config`). */
export interface InlinedTenant {
  merchantCode: string;
  api?: { baseUrl?: string };
  languages: { available: string[] };
  templates?: { mem_cen?: 0 | 1 };
}

/** The inlined tenant; throws when the page has none (a page not built by `wl build`). */
export const inlinedTenant = (doc: Document): InlinedTenant =>
  JSON.parse(doc.getElementById(TENANT_CONFIG_ID)!.textContent!) as InlinedTenant;

/**
 * The language the app opens in (src/lib/i18n.ts `initialLanguage`): the reader's stored choice when
 * the tenant offers it, else the page's, which is the tenant's default.
 */
export function pageLanguage(win: Window, tenant: InlinedTenant): string {
  const stored = win.localStorage.getItem('wl_lang');
  return stored && tenant.languages.available.indexOf(stored) >= 0
    ? stored
    : win.document.documentElement.lang;
}
