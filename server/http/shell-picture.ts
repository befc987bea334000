import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { Tenant } from '../../schema/tenant';
import type { Queryable } from '../db/db';
import { listAnnouncements } from '../domain/announcements';
import { bannerUrl, offeredPromotions } from '../domain/rewards/catalogue';
import type { Encoding } from './compressed-file';

/** The home route and its aliases (src/registry/routes.ts). */
export const HOME_PATH = /^\/(m\/?(home|index(\.html)?)?)?$/;
/** The promotions page (src/registry/routes.ts `activity`): its lead card's picture. */
export const ACTIVITY_PATH = /^\/m\/activity\/?$/;
/** The empty picture slot of the first-paint shell (cli/lib/first-paint-shell.ts). */
const EMPTY_SLOT = '<div class="wl-shell-banner"></div>';
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface ShellPicture {
  url: string;
  alt: string;
}

/** Pages whose largest paint is a picture the server knows before any script runs. */
export const hasShellPicture = (path: string) => HOME_PATH.test(path) || ACTIVITY_PATH.test(path);

/**
 * The picture the page at `path` shows first: home's first m_recommend banner, or the lead
 * promotion's banner on `/m/activity` (the same rules as the app: features/home/home-content.ts
 * `homeBanners`, features/rewards/ActivityScreen).
 */
export async function shellPictureOf(
  path: string,
  db: Queryable,
  tenant: Pick<Tenant, 'code' | 'promotions'>,
  now: number,
): Promise<ShellPicture | undefined> {
  if (HOME_PATH.test(path)) {
    const banners = await listAnnouncements(db, tenant.code, {
      types: ['B'],
      groupName: 'm_recommend',
    });
    const first = banners.find((banner) => banner.url);
    return first && { url: first.url, alt: first.title };
  }
  if (ACTIVITY_PATH.test(path)) {
    const [lead] = await offeredPromotions(db, tenant, now);
    const url = lead ? bannerUrl(tenant.code, lead.bannerKey) : '';
    return url ? { url, alt: '' } : undefined;
  }
  return undefined;
}

/**
 * The tenant's index.html with `picture` already in the first-paint shell's slot, so it loads with
 * the page instead of after an API request and the scripts (the page's largest paint). A static
 * host without this step still gets the picture from the shell's early request; the app draws the
 * same picture at the same place either way.
 */
export async function pageWithShellPicture(file: string, picture: ShellPicture | undefined) {
  const html = await readFile(file, 'utf8');
  if (!picture || !html.includes(EMPTY_SLOT)) return html;
  const url = escapeAttribute(picture.url);
  const img =
    `<img src="${url}" alt="${escapeAttribute(picture.alt)}" ` +
    `width="750" height="300" fetchpriority="high" onerror="this.remove()">`;
  // Asked for first, before the scripts take the few connections a browser opens per host.
  const preload = `<link rel="preload" as="image" href="${url}" fetchpriority="high">`;
  const withPreload = CHARSET.test(html)
    ? html.replace(CHARSET, (charset) => `${charset}${preload}`)
    : html.replace('<head>', `<head>${preload}`);
  return withPreload.replace(EMPTY_SLOT, `<div class="wl-shell-banner">${img}</div>`);
}

/** A small page compressed on the fly (it changes with the pictures, so it is not kept). */
export function compressPage(html: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(html);
}
