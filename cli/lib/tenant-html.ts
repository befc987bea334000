/**
 * The per-tenant part of index.html, shared by `wl build` and the `wl dev` plugin.
 * First paint is on-brand and never waits for the network: title, colours and the validated
 * tenant config are inlined into <head>; the client reads `#tenant-config`.
 */
import type { Tenant } from '../../schema/tenant';
import { UserError } from './errors';
import { escapeXml } from './template';

/** The marker src/index.html carries inside <head>. */
export const TENANT_HEAD_MARKER = '<!--tenant-head-->';

/** Id of the inline JSON script the client reads its tenant from. */
export const TENANT_CONFIG_ID = 'tenant-config';

/** Replaces the marker with the tenant head and sets `<html lang>` to the default language. */
export function injectTenantHead(html: string, tenant: Tenant): string {
  if (!html.includes(TENANT_HEAD_MARKER)) {
    throw new UserError(
      `index.html has no ${TENANT_HEAD_MARKER} marker in <head>; cannot inline the tenant`,
    );
  }
  const lang = escapeXml(tenant.languages.default);
  const withLang = /<html\b[^>]*\blang="[^"]*"/.test(html)
    ? html.replace(/(<html\b[^>]*\blang=")[^"]*"/, `$1${lang}"`)
    : html.replace(/<html\b/, `<html lang="${lang}"`);
  // A function replacement, so `$` in tenant text is never read as a pattern.
  return withLang.replace(
    /([ \t]*)<!--tenant-head-->/,
    (_, indent: string) => indent + renderTenantHead(tenant, indent),
  );
}

export function renderTenantHead(tenant: Tenant, indent = '    '): string {
  const { theme } = tenant;
  return [
    `<title>${escapeXml(tenant.name)}</title>`,
    `<meta name="theme-color" content="${theme.primary}">`,
    `<link rel="manifest" href="/manifest.webmanifest">`,
    `<link rel="icon" href="/${escapeXml(theme.icon)}">`,
    `<link rel="apple-touch-icon" href="/${escapeXml(theme.icon)}">`,
    `<style>${brandCss(tenant)}</style>`,
    `<script id="${TENANT_CONFIG_ID}" type="application/json">${tenantConfigJson(tenant)}</script>`,
  ].join(`\n${indent}`);
}

/** CSS custom properties of the brand, and an on-brand page background before the app mounts. */
export function brandCss(tenant: Tenant): string {
  const { theme } = tenant;
  const variables = {
    '--brand-primary': theme.primary,
    '--brand-accent': theme.accent,
    '--brand-background': theme.background,
    '--brand-surface': theme.surface,
    '--brand-text': theme.text,
    '--brand-radius': `${theme.radius}px`,
    '--brand-font': theme.font,
  };
  const declarations = Object.entries(variables)
    .map(([name, value]) => `${name}:${cssSafe(value)}`)
    .join(';');
  return `:root{${declarations}}html,body{margin:0;background:var(--brand-background);color:var(--brand-text);font-family:var(--brand-font)}`;
}

/** The tenant as inline JSON: `<` is escaped so no value can close the script element. */
export function tenantConfigJson(tenant: Tenant): string {
  const { $schema: _schema, ...config } = tenant;
  return JSON.stringify(config)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Free text (the font stack) must not end the style element or the declaration. */
function cssSafe(value: string): string {
  return value.replace(/[<>{};]/g, '');
}
