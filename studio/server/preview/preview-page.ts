import { injectTenantHead } from '../../../cli/lib/tenant-html';
import type { Tenant } from '../../../schema/tenant';
import { PREVIEW_LANGUAGE_PARAM } from '../../shared/preview-routes';
import { previewTenant } from './platform';
import type { StoredSession } from './sessions';

/** `JSON.stringify` safe inside a <script>: no `</script>` or `<!--` can close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Runs before the app: stores the viewer's session (or clears it, for a guest) and the language the
 * studio picked, where the site reads them (`MC_SESSION_INFO`, `wl_lang`).
 */
function bootstrapScript(session: StoredSession | null): string {
  return [
    '<script>(function(){',
    `var session=${scriptJson(session)};`,
    "if(session)localStorage.setItem('MC_SESSION_INFO',JSON.stringify(session));",
    "else localStorage.removeItem('MC_SESSION_INFO');",
    `var lang=new URLSearchParams(location.search).get(${scriptJson(PREVIEW_LANGUAGE_PARAM)});`,
    "if(lang)localStorage.setItem('wl_lang',lang);",
    '})();</script>',
  ].join('');
}

/**
 * The site's page for a draft, built the way `wl build` and `wl dev` build it (the tenant head and
 * first-paint shell of cli/lib/tenant-html.ts on the compiled app's index.html), plus the viewer.
 */
export function previewPage(
  appHtml: string,
  tenant: Tenant,
  logo: Uint8Array | undefined,
  session: StoredSession | null,
): string {
  const page = injectTenantHead(appHtml, previewTenant(tenant), logo);
  return page.replace(/<head[^>]*>/, (head) => head + bootstrapScript(session));
}
