/**
 * Everything a tenant needs to install like an app, written into its build folder: PNG icons,
 * iOS startup images, the two install-sheet illustrations and the web clip profile.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { formatProblem, TENANT_FILE } from '../../../schema/validate';
import { UserError } from '../errors';
import type { LoadedTenant } from '../tenants';
import {
  APPLE_TOUCH_ICON,
  FAVICON,
  MANIFEST_ICONS,
  mobileConfigFile,
  SCREENSHOTS,
  SPLASH_SCREENS,
} from './files';
import { appleTouchIcon, favicon, manifestIcon, splashImage } from './icons';
import { renderMobileConfig, webClipUrl } from './mobileconfig';
import { screenshotPng } from './screenshots';
import type { SourceImage } from './source-image';
import { artworkProblem, sourceImage } from './source-image';

/** Writes the files into `folder` (a tenant build folder); answers their paths relative to it. */
export async function writePwaFiles(
  { tenant, dir }: Pick<LoadedTenant, 'tenant' | 'dir'>,
  folder: string,
  distDir: string,
): Promise<string[]> {
  const { theme } = tenant;
  const file = path.join(dir, TENANT_FILE);
  const icon = await readArtwork(dir, file, 'icon', theme.icon);
  const logo = await readArtwork(dir, file, 'logo', theme.logo);
  const files = new Map<string, Buffer | string>();
  for (const entry of MANIFEST_ICONS)
    files.set(entry.file, await manifestIcon(entry, icon, theme, distDir));
  const touchIcon = await appleTouchIcon(icon, theme, distDir);
  files.set(APPLE_TOUCH_ICON.file, touchIcon);
  files.set(FAVICON.file, await favicon(icon, distDir));
  for (const screen of SPLASH_SCREENS)
    files.set(screen.file, await splashImage(screen, icon, theme, distDir));
  for (const shot of SCREENSHOTS)
    files.set(shot.file, await screenshotPng(shot, logo, theme, distDir));
  const url = webClipUrl(tenant);
  if (url) files.set(mobileConfigFile(tenant.code), renderMobileConfig(tenant, url, touchIcon));

  for (const [name, body] of files) {
    await mkdir(path.dirname(path.join(folder, name)), { recursive: true });
    await writeFile(path.join(folder, name), body);
  }
  return [...files.keys()];
}

async function readArtwork(
  dir: string,
  file: string,
  key: 'icon' | 'logo',
  name: string,
): Promise<SourceImage> {
  const bytes = await readFile(path.join(dir, name));
  const problem = artworkProblem(file, key, name, bytes);
  if (problem) throw new UserError(formatProblem(problem));
  return sourceImage(name, bytes);
}
