import type { Tenant } from '../../schema/tenant';

/** The start page of an installed (home-screen) site. */
export const START_URL = '/m/home';

const IMAGE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** The Web App Manifest of one tenant (`/manifest.webmanifest`). */
export function renderManifest(tenant: Tenant): string {
  const { theme } = tenant;
  const manifest = {
    name: tenant.name,
    short_name: shortName(tenant.name),
    lang: tenant.languages.default,
    start_url: START_URL,
    scope: '/',
    display: 'standalone',
    theme_color: theme.primary,
    background_color: theme.background,
    icons: [{ src: `/${theme.icon}`, sizes: 'any', type: imageType(theme.icon), purpose: 'any' }],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export function imageType(file: string): string {
  const extension = file.split('.').pop()?.toLowerCase() ?? '';
  return IMAGE_TYPES[extension] ?? 'application/octet-stream';
}

/** Launchers show about 12 characters under an icon. */
function shortName(name: string): string {
  if (name.length <= 12) return name;
  let short = '';
  for (const word of name.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > 12) break;
    short = next;
  }
  return short || name.slice(0, 12);
}
