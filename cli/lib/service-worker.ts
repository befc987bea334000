import { access, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { Tenant } from '../../schema/tenant';
import { readPlan } from '../../src/landing/landing-build';
import { routePreloads } from '../../src/landing/landing';
import { UserError } from './errors';
import type { OfflineTexts } from './offline-page';
import { renderOfflinePage } from './offline-page';
import { writeCompressedCopies } from './precompress';
import type { ProjectPaths } from './project';

/** Inside `<dist>/.app`: the compiled worker with its precache list still open, and the offline texts. */
export const SW_BUILD_DIR = 'sw';
const SW_FILE = 'sw.js';
const TEXTS_FILE = 'offline-texts.json';
const OFFLINE_FILE = 'offline.html';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Compiles src/sw/sw.ts (Workbox, bundled) into `<app>/sw/sw.js` once for every tenant, and
 * collects the offline page's texts of every language. A project without src/sw/sw.ts gets no
 * service worker.
 */
export async function compileServiceWorker(paths: ProjectPaths, appDir: string): Promise<boolean> {
  const entry = path.join(paths.srcDir, 'sw', 'sw.ts');
  if (!(await exists(entry))) return false;
  const outDir = path.join(appDir, SW_BUILD_DIR);
  const { build } = await import('vite');
  try {
    await build({
      configFile: false,
      root: paths.root,
      publicDir: false,
      mode: 'production',
      logLevel: 'warn',
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir,
        emptyOutDir: true,
        target: 'es2020',
        minify: true,
        lib: { entry, formats: ['iife'], name: 'wlServiceWorker', fileName: () => SW_FILE },
      },
    });
  } catch (error) {
    throw new UserError(
      `compiling the service worker failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const texts = await readOfflineTexts(path.join(paths.srcDir, 'locales'));
  await writeFile(path.join(outDir, TEXTS_FILE), JSON.stringify(texts));
  return true;
}

async function readOfflineTexts(localesDir: string): Promise<Record<string, OfflineTexts>> {
  const languages = (await readdir(localesDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const read = async (language: string, namespace: string) =>
    JSON.parse(await readFile(path.join(localesDir, language, `${namespace}.json`), 'utf8')) as {
      pwa?: { offlineTitle?: string; offlineMessage?: string };
      retry?: string;
    };
  const texts: Record<string, OfflineTexts> = {};
  for (const language of languages) {
    const [shell, common] = await Promise.all([read(language, 'shell'), read(language, 'common')]);
    const { offlineTitle, offlineMessage } = shell.pwa ?? {};
    if (offlineTitle && offlineMessage && common.retry)
      texts[language] = { title: offlineTitle, message: offlineMessage, retry: common.retry };
  }
  return texts;
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+)"/g;

/**
 * What a first visit to home needs before it can draw: the entry and its static imports, the
 * stylesheets, home's chunks and the texts of the tenant's default language (the landing plan the
 * build wrote, src/landing). Other screens and languages are cached the first time they are used
 * (runtime cache of `/assets/`).
 */
export function firstScreenFiles(appHtml: string, defaultLanguage: string): string[] {
  const plan = readPlan(appHtml);
  if (!plan)
    throw new Error('the app index.html has no landing plan (src/landing/landing-build.ts)');
  const styles = [...appHtml.matchAll(STYLESHEET)].map((found) => found[1] as string);
  const files = [
    ...(plan.entry ? [plan.entry] : []),
    ...plan.entryPreloads,
    ...styles,
    ...(plan.home[0] ? routePreloads(plan, plan.home[0], defaultLanguage) : []),
  ];
  return [...new Set(files)].map((file) => file.replace(/^\//, ''));
}

export interface PrecacheSummary {
  count: number;
  bytes: number;
}

/**
 * Writes the tenant's `offline.html` and `sw.js` (the shared worker with this tenant's precache
 * list: the offline page by its content hash, the first screen's hashed files by name) into the
 * tenant folder being built. Nothing when the app was compiled without a service worker.
 */
export async function emitServiceWorker(
  tenant: Tenant,
  logo: Uint8Array,
  appDir: string,
  tenantDir: string,
): Promise<PrecacheSummary | undefined> {
  const buildDir = path.join(appDir, SW_BUILD_DIR);
  if (!(await exists(path.join(buildDir, SW_FILE)))) return undefined;
  const texts = JSON.parse(await readFile(path.join(buildDir, TEXTS_FILE), 'utf8')) as Record<
    string,
    OfflineTexts
  >;
  await writeFile(path.join(tenantDir, OFFLINE_FILE), renderOfflinePage(tenant, logo, texts));
  const appHtml = await readFile(path.join(appDir, 'index.html'), 'utf8');
  const files = [OFFLINE_FILE, ...firstScreenFiles(appHtml, tenant.languages.default)];
  const { injectManifest } = await import('workbox-build');
  const result = await injectManifest({
    swSrc: path.join(buildDir, SW_FILE),
    swDest: path.join(tenantDir, SW_FILE),
    globDirectory: tenantDir,
    globPatterns: files,
    dontCacheBustURLsMatching: /^assets\//,
  });
  if (result.count !== files.length)
    throw new Error(`precache of ${tenant.code}: ${result.count} of ${files.length} files found`);
  for (const name of [OFFLINE_FILE, SW_FILE])
    await writeCompressedCopies(path.join(tenantDir, name));
  return { count: result.count, bytes: result.size };
}
