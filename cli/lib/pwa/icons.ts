/**
 * Icons and iOS startup images from the tenant's icon artwork and theme colours.
 */
import type { Tenant } from '../../../schema/tenant';
import { cachedPng } from './cache';
import { artworkPng, centred } from './compose';
import type { PwaIcon, SplashScreen } from './files';
import { APPLE_TOUCH_ICON, FAVICON } from './files';
import type { SourceImage } from './source-image';

/**
 * A maskable icon may be cut to a circle of 80 % of its width: the artwork (a square) sits inside
 * that circle, so its side is 0.8 / √2 of the icon, on the theme colour that fills the rest.
 */
export const MASKABLE_SAFE_SIDE = 0.8 / Math.SQRT2;

/** The artwork's size on a startup image, in points (times the device's pixel ratio). */
const SPLASH_ICON_POINTS = 128;

export async function manifestIcon(
  icon: PwaIcon,
  source: SourceImage,
  theme: Tenant['theme'],
  distDir: string,
): Promise<Buffer> {
  if (icon.purpose === 'any') return artworkPng(source, icon.size, icon.size, distDir);
  const side = Math.round(icon.size * MASKABLE_SAFE_SIDE);
  const artwork = await artworkPng(source, side, side, distDir);
  return cachedPng({ svg: centred(artwork, icon.size, icon.size, theme.primary) }, distDir);
}

/** Opaque: iOS would turn transparent corners black. */
export async function appleTouchIcon(
  source: SourceImage,
  theme: Tenant['theme'],
  distDir: string,
): Promise<Buffer> {
  const { size } = APPLE_TOUCH_ICON;
  const artwork = await artworkPng(source, size, size, distDir);
  return cachedPng({ svg: centred(artwork, size, size, theme.primary) }, distDir);
}

export function favicon(source: SourceImage, distDir: string): Promise<Buffer> {
  return artworkPng(source, FAVICON.size, FAVICON.size, distDir);
}

/** The artwork centred on the page background, as the site's first paint will show it. */
export async function splashImage(
  screen: SplashScreen,
  source: SourceImage,
  theme: Tenant['theme'],
  distDir: string,
): Promise<Buffer> {
  const side = SPLASH_ICON_POINTS * screen.scale;
  const artwork = await artworkPng(source, side, side, distDir);
  return cachedPng(
    { svg: centred(artwork, screen.width, screen.height, theme.background) },
    distDir,
  );
}
