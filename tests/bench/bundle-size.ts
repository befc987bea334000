/**
 * JavaScript for /m/home: loads the page of a built tenant in Chromium, served by the reference
 * server, and sums the gzip size of every script the browser fetched, in two parts:
 * - initial JS: scripts requested before the `load` event (entry, its preloads and the home route
 *   chunks) — the budgeted figure (issue 2: "entry + route chunks", 170 kB gzip);
 * - deferred JS: scripts requested after `load` until the page settled (networkidle + 500 ms):
 *   carousels, widgets, the category's tiles; printed too, so nothing is hidden.
 */
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

import { startServer } from '../../server/index';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';

export const HOME_JS_BUDGET_BYTES = 170 * 1024;

interface ScriptFile {
  url: string;
  raw: number;
  gzip: number;
  afterLoad: boolean;
}

export interface BundleFigure {
  tenant: string;
  files: ScriptFile[];
  /** Requested before the `load` event: the budgeted figure. */
  initialGzip: number;
  /** Requested after `load`, until the page settled. */
  deferredGzip: number;
}

export async function measureHomeBundle(
  distDir = 'dist',
  tenant = 'lucky7',
): Promise<BundleFigure> {
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    distDir,
    dataDir: 'memory://',
    logger: false,
  });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    let loaded = false;
    page.once('load', () => (loaded = true));
    const afterLoad = new Set<unknown>();
    page.on('request', (request) => {
      if (loaded) afterLoad.add(request);
    });
    const pending: Promise<void>[] = [];
    const files: ScriptFile[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .body()
          .catch(() => Buffer.alloc(0))
          .then((body) => {
            files.push({
              url: new URL(response.url()).pathname,
              raw: body.length,
              gzip: gzipSync(body, { level: 9 }).length,
              afterLoad: afterLoad.has(response.request()),
            });
          }),
      );
    });
    await page.goto(`${server.url}/m/home?tenant=${tenant}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    await Promise.all(pending);
    const sum = (list: ScriptFile[]) => list.reduce((total, file) => total + file.gzip, 0);
    return {
      tenant,
      files,
      initialGzip: sum(files.filter((file) => !file.afterLoad)),
      deferredGzip: sum(files.filter((file) => file.afterLoad)),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

export function printBundleFigure(figure: BundleFigure): boolean {
  for (const file of figure.files) {
    console.log(
      `  ${file.afterLoad ? 'deferred' : 'initial '} ${file.url.padEnd(52)} ${kb(file.raw).padStart(9)} raw ` +
        `${kb(file.gzip).padStart(9)} gzip`,
    );
  }
  const count = (afterLoad: boolean) =>
    figure.files.filter((file) => file.afterLoad === afterLoad).length;
  const withinBudget = figure.initialGzip <= HOME_JS_BUDGET_BYTES;
  console.log(
    `initial JS for /m/home (${figure.tenant}, requested before load): ${kb(figure.initialGzip)} gzip in ` +
      `${count(false)} files (budget ${kb(HOME_JS_BUDGET_BYTES)}) ${withinBudget ? 'OK' : 'OVER BUDGET'}`,
  );
  console.log(
    `deferred JS (requested after load, until settled): ${kb(figure.deferredGzip)} gzip in ${count(true)} files ` +
      `(total ${kb(figure.initialGzip + figure.deferredGzip)})`,
  );
  return withinBudget;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  printBundleFigure(await measureHomeBundle(process.argv[2] ?? 'dist'));
}
