import type { Tenant } from '../../schema/tenant';

export const TENANT_CONFIG_ID = 'tenant-config';

/**
 * Reads the tenant JSON that `wl build` inlines as `<script id="tenant-config" type="application/json">`.
 * The build already validated it, so only its presence and basic shape are checked here.
 */
export function readInlinedTenant(doc: Document = document): Tenant {
  const element = doc.getElementById(TENANT_CONFIG_ID);
  const text = element?.textContent?.trim();
  if (!text) {
    throw new Error(
      `Tenant config missing: no <script id="${TENANT_CONFIG_ID}"> in index.html. ` +
        'Build the site with `wl build` (or serve it with `wl dev`) so the tenant is inlined.',
    );
  }
  let tenant: unknown;
  try {
    tenant = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `Tenant config in #${TENANT_CONFIG_ID} is not valid JSON: ${(error as Error).message}`,
    );
  }
  const candidate = tenant as Partial<Tenant> | null;
  if (
    !candidate ||
    typeof candidate.merchantCode !== 'string' ||
    !candidate.theme ||
    !candidate.languages
  ) {
    throw new Error(
      `Tenant config in #${TENANT_CONFIG_ID} lacks merchantCode, theme or languages.`,
    );
  }
  return tenant as Tenant;
}
