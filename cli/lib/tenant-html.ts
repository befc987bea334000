/**
 * The per-tenant part of index.html, shared by `wl build` and the `wl dev` plugin.
 * First paint is on-brand and never waits for the network: title, colours and the validated
 * tenant config are inlined into <head>; the client reads `#tenant-config`; a static shell of the
 * header and banner slot (first-paint-shell.ts) is painted before any script runs.
 */
import type { Tenant } from '../../schema/tenant';
import { rewritePlan } from '../../src/landing/landing-build';
import { planForLanguages } from '../../src/landing/landing-plan';
import { UserError } from './errors';
import { scriptFontCss } from '../../src/theme/script-fonts';
import { renderShell, shellCss, TENANT_SHELL_MARKER } from './first-paint-shell';
import { APPLE_TOUCH_ICON, FAVICON, SPLASH_SCREENS, splashMedia } from './pwa/files';
import { escapeXml } from './template';
import type { ManifestOptions } from './tenant-manifest';
import { imageType } from './tenant-manifest';

/** A logo up to this size is inlined into the shell, so first paint needs no request at all. */
const INLINE_LOGO_MAX_BYTES = 8 * 1024;

/** The marker src/index.html carries inside <head>. */
export const TENANT_HEAD_MARKER = '<!--tenant-head-->';

/** Id of the inline JSON script the client reads its tenant from. */
export const TENANT_CONFIG_ID = 'tenant-config';

/**
 * Replaces the head marker with the tenant head, the optional shell marker (in <body>) with the
 * first-paint shell, and sets `<html lang>` to the default language. `rendered`: link the PNG
 * icons and startup images `wl build` writes.
 */
export function injectTenantHead(
  html: string,
  tenant: Tenant,
  logo?: Uint8Array,
  options: ManifestOptions = {},
): string {
  if (!html.includes(TENANT_HEAD_MARKER)) {
    throw new UserError(
      `index.html has no ${TENANT_HEAD_MARKER} marker in <head>; cannot inline the tenant`,
    );
  }
  const lang = escapeXml(tenant.languages.default);
  const withLang = /<html\b[^>]*\blang="[^"]*"/.test(html)
    ? html.replace(/(<html\b[^>]*\blang=")[^"]*"/, `$1${lang}"`)
    : html.replace(/<html\b/, `<html lang="${lang}"`);
  // The landing plan keeps only the texts of the tenant's languages (src/landing).
  const planned = rewritePlan(withLang, (plan) =>
    planForLanguages(plan, tenant.languages.available),
  );
  // Function replacements, so `$` in tenant text is never read as a pattern.
  return planned
    .replace(
      /([ \t]*)<!--tenant-head-->/,
      (_, indent: string) => indent + renderTenantHead(tenant, indent, options),
    )
    .replace(TENANT_SHELL_MARKER, () => renderShell(tenant, shellLogoSource(tenant, logo)));
}

/** The logo file's bytes as a data: URL when small enough, else its URL. */
function shellLogoSource(tenant: Tenant, logo: Uint8Array | undefined): string {
  if (!logo || logo.byteLength > INLINE_LOGO_MAX_BYTES) return logoUrl(tenant);
  return `data:${imageType(tenant.theme.logo)};base64,${Buffer.from(logo).toString('base64')}`;
}

/** Where `wl build` puts the logo (next to index.html), as src/registry/brand.ts reads it. */
export const logoUrl = (tenant: Tenant): string =>
  `/${(tenant.theme.logo ?? 'logo.svg').split('/').pop()}`;

export function renderTenantHead(
  tenant: Tenant,
  indent = '    ',
  { rendered = false }: ManifestOptions = {},
): string {
  const { theme } = tenant;
  return [
    `<title>${escapeXml(tenant.name)}</title>`,
    `<meta name="theme-color" content="${theme.primary}">`,
    `<link rel="manifest" href="/manifest.webmanifest">`,
    `<link rel="icon" href="/${escapeXml(theme.icon)}">`,
    ...(rendered
      ? installLinks(tenant)
      : [`<link rel="apple-touch-icon" href="/${escapeXml(theme.icon)}">`]),
    // The shell may inline the logo; the header React draws asks for the file, so fetch it early.
    `<link rel="preload" as="image" href="${escapeXml(logoUrl(tenant))}">`,
    `<style>${brandCss(tenant)}</style>`,
    `<script id="${TENANT_CONFIG_ID}" type="application/json">${tenantConfigJson(tenant)}</script>`,
  ].join(`\n${indent}`);
}

/** PNG favicon, iOS touch icon and startup images (iOS reads neither SVG icons nor the manifest's). */
function installLinks(tenant: Tenant): string[] {
  return [
    `<link rel="icon" type="image/png" sizes="${FAVICON.size}x${FAVICON.size}" href="/${FAVICON.file}">`,
    `<link rel="apple-touch-icon" sizes="${APPLE_TOUCH_ICON.size}x${APPLE_TOUCH_ICON.size}" href="/${APPLE_TOUCH_ICON.file}">`,
    `<meta name="apple-mobile-web-app-capable" content="yes">`,
    `<meta name="apple-mobile-web-app-title" content="${escapeXml(tenant.name)}">`,
    ...SPLASH_SCREENS.map(
      (screen) =>
        `<link rel="apple-touch-startup-image" media="${splashMedia(screen)}" href="/${screen.file}">`,
    ),
  ];
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
  return `:root{${declarations}}html,body{margin:0;background:var(--brand-background);color:var(--brand-text);font-family:var(--brand-font)}${scriptFontCss('var(--brand-font)')}${shellCss(tenant)}`;
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
