/**
 * Renderings keyed by what is rendered: the SHA-256 of the renderer version, the SVG (which embeds
 * the artwork and the colours) and the zoom. Kept in memory for one run, so tenants sharing an icon
 * or a background render it once, and on disk in `<out>/.pwa-cache/` for the next run. A file
 * there is only ever written whole (temp file, then rename); deleting the folder is always safe.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { RenderJob } from './render';
import { renderPng, RENDERER } from './render';

export const CACHE_FOLDER = '.pwa-cache';
/** Enough for a build of a few hundred tenants; a long-running process never grows past it. */
const MEMORY_LIMIT = 2000;

const memory = new Map<string, Promise<Buffer>>();

export function cacheKey({ svg, zoom = 1 }: RenderJob): string {
  return createHash('sha256').update(`${RENDERER}\n${zoom}\n`).update(svg).digest('hex');
}

/** The PNG of `job`, from memory, from `<distDir>/.pwa-cache/`, or rendered now. */
export function cachedPng(job: RenderJob, distDir: string): Promise<Buffer> {
  const key = cacheKey(job);
  let png = memory.get(key);
  if (!png) {
    if (memory.size >= MEMORY_LIMIT) memory.clear();
    png = fromDisk(job, path.join(distDir, CACHE_FOLDER, `${key}.png`));
    memory.set(key, png);
    png.catch(() => memory.delete(key));
  }
  return png;
}

async function fromDisk(job: RenderJob, file: string): Promise<Buffer> {
  const stored = await readFile(file).catch(() => undefined);
  if (stored) return stored;
  const png = renderPng(job);
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.tmp-${randomBytes(4).toString('hex')}`;
  await writeFile(temp, png);
  await rename(temp, file);
  return png;
}
