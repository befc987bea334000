import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { Queryable } from '../db/db';
import { listAnnouncements } from '../domain/announcements';
import type { Encoding } from './compressed-file';

/** The home route and its aliases (src/registry/routes.ts). */
export const HOME_PATH = /^\/(m\/?(home|index(\.html)?)?)?$/;
/** The empty banner slot of the first-paint shell (cli/lib/first-paint-shell.ts). */
const EMPTY_SLOT = '<div class="wl-shell-banner"></div>';
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Home's index.html with the tenant's first m_recommend banner already in the first-paint shell,
 * so the picture loads with the page instead of after the announcements request and the scripts
 * (the largest paint of home). A static host without this step still gets the banner from the
 * shell's early request; the app draws the same picture at the same place either way.
 */
export async function homeHtmlWithBanner(file: string, db: Queryable, tenantId: string) {
  const html = await readFile(file, 'utf8');
  if (!html.includes(EMPTY_SLOT)) return html;
  const banners = await listAnnouncements(db, tenantId, { types: ['B'], groupName: 'm_recommend' });
  const first = banners.find((banner) => banner.url);
  if (!first) return html;
  const picture =
    `<img src="${escapeAttribute(first.url)}" alt="${escapeAttribute(first.title)}" ` +
    `width="750" height="300" fetchpriority="high" onerror="this.remove()">`;
  // Asked for first, before the scripts take the few connections a browser opens per host.
  const preload = `<link rel="preload" as="image" href="${escapeAttribute(first.url)}" fetchpriority="high">`;
  const withPreload = CHARSET.test(html)
    ? html.replace(CHARSET, (charset) => `${charset}${preload}`)
    : html.replace('<head>', `<head>${preload}`);
  return withPreload.replace(EMPTY_SLOT, `<div class="wl-shell-banner">${picture}</div>`);
}

/** A small page compressed on the fly (it changes with the banners, so it is not kept). */
export function compressPage(html: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(html);
}
