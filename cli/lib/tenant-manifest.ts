import { RTL_LANGUAGES } from '../../schema/constants';
import { readDictionary } from '../../schema/dictionaries';
import type { Tenant } from '../../schema/tenant';
import { MANIFEST_ICONS, SCREENSHOTS } from './pwa/files';

/** The start page of an installed (home-screen) site. */
export const START_URL = '/m/home';

/** What app stores and install sheets file the site under (W3C manifest app categories). */
export const CATEGORIES = ['games', 'entertainment'];

const IMAGE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

export interface ManifestOptions {
  /**
   * List the PNG icons and screenshots `wl build` renders into `pwa/` (`wl dev` has only the SVG).
   * @default false
   */
  rendered?: boolean;
}

/** The Web App Manifest of one tenant (`/manifest.webmanifest`). */
export function renderManifest(tenant: Tenant, { rendered = false }: ManifestOptions = {}): string {
  const { theme } = tenant;
  const language = tenant.languages.default;
  const svgIcon = {
    src: `/${theme.icon}`,
    sizes: 'any',
    type: imageType(theme.icon),
    purpose: 'any',
  };
  const pngIcons = MANIFEST_ICONS.map(({ file, size, purpose }) => ({
    src: `/${file}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  }));
  const screenshots = SCREENSHOTS.map(({ file, width, height, label }) => ({
    src: `/${file}`,
    sizes: `${width}x${height}`,
    type: 'image/png',
    form_factor: 'narrow',
    label,
  }));
  const manifest = {
    // The id browsers derived from start_url before it was set: installed sites keep their identity.
    id: START_URL,
    name: tenant.name,
    short_name: shortName(tenant.name),
    description: description(tenant),
    lang: language,
    dir: (RTL_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr',
    start_url: START_URL,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: theme.primary,
    background_color: theme.background,
    categories: CATEGORIES,
    icons: rendered ? [svgIcon, ...pngIcons] : [svgIcon],
    ...(rendered && { screenshots }),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export function imageType(file: string): string {
  const extension = file.split('.').pop()?.toLowerCase() ?? '';
  return IMAGE_TYPES[extension] ?? 'application/octet-stream';
}

/** The download bar's line ("Get the {{brand}} app for faster play") in the default language. */
function description(tenant: Tenant): string {
  const key = 'home.download.bar';
  const read = (language: string) => {
    try {
      return readDictionary(language, 'shell.json').get(key);
    } catch {
      return undefined;
    }
  };
  const text = read(tenant.languages.default) ?? read('en');
  return text ? text.replaceAll('{{brand}}', tenant.name) : tenant.name;
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
