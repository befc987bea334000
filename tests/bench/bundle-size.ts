/**
 * JavaScript for /m/home: loads the page of a built tenant in Chromium, served by the reference
 * server, and sums the gzip size of every script the browser fetched. Three budgets:
 * - the entry chunk alone (issue 20: 150 kB gzip);
 * - first-screen JS: what the inline landing script asks for (the landing plan of src/landing:
 *   entry, its preloads, home's chunks and the texts; issue 2: "entry + route chunks", 170 kB gzip);
 * - everything until the page settled (networkidle + 500 ms), carousels, widgets and the
 *   category's tiles included (issue 20: 200 kB gzip).
 * The page is 412 px wide (Lighthouse's phone): what loads below the fold is the phone's too.
 */
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

import { startServer } from '../../server/index';
import { routePreloads } from '../../src/landing/landing';
import { readPlan } from '../../src/landing/landing-build';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';

export const FIRST_SCREEN_BUDGET_BYTES = 170 * 1024;
export const ENTRY_BUDGET_BYTES = 150 * 1024;
export const SETTLED_BUDGET_BYTES = 200 * 1024;

interface ScriptFile {
  url: string;
  raw: number;
  gzip: number;
  firstScreen: boolean;
}

export interface BundleFigure {
  tenant: string;
  files: ScriptFile[];
  entryGzip: number;
  firstScreenGzip: number;
  settledGzip: number;
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
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
    const pending: Promise<{ url: string; body: Buffer }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const url = new URL(response.url()).pathname;
      pending.push(
        response.body().then(
          (body) => ({ url, body }),
          () => ({ url, body: Buffer.alloc(0) }),
        ),
      );
    });
    const home = `${server.url}/m/home?tenant=${tenant}`;
    const html = await (await fetch(home)).text();
    await page.goto(home, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const plan = readPlan(html);
    if (!plan) throw new Error(`${home} has no landing plan`);
    const language = await page.evaluate(() => document.documentElement.lang);
    const firstScreen = new Set([
      ...(plan.entry ? [plan.entry] : []),
      ...plan.entryPreloads,
      ...routePreloads(plan, '/m/home', language),
    ]);
    const files = (await Promise.all(pending)).map(({ url, body }) => ({
      url,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      firstScreen: firstScreen.has(url),
    }));
    const sum = (list: ScriptFile[]) => list.reduce((total, file) => total + file.gzip, 0);
    return {
      tenant,
      files,
      entryGzip: sum(files.filter((file) => file.url === plan.entry)),
      firstScreenGzip: sum(files.filter((file) => file.firstScreen)),
      settledGzip: sum(files),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

export function printBundleFigure(figure: BundleFigure): boolean {
  for (const file of figure.files) {
    console.log(
      `  ${file.firstScreen ? 'first screen' : 'later       '} ${file.url.padEnd(52)} ` +
        `${kb(file.raw).padStart(9)} raw ${kb(file.gzip).padStart(9)} gzip`,
    );
  }
  const count = figure.files.filter((file) => file.firstScreen).length;
  const lines: [string, number, number][] = [
    ['entry chunk', figure.entryGzip, ENTRY_BUDGET_BYTES],
    [`first-screen JS (${count} files)`, figure.firstScreenGzip, FIRST_SCREEN_BUDGET_BYTES],
    [
      `all JS until settled (${figure.files.length} files)`,
      figure.settledGzip,
      SETTLED_BUDGET_BYTES,
    ],
  ];
  for (const [label, bytes, budget] of lines) {
    console.log(
      `${label} for /m/home (${figure.tenant}): ${kb(bytes)} gzip (budget ${kb(budget)}) ` +
        (bytes <= budget ? 'OK' : 'OVER BUDGET'),
    );
  }
  return lines.every(([, bytes, budget]) => bytes <= budget);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  printBundleFigure(await measureHomeBundle(process.argv[2] ?? 'dist', process.argv[3]));
}
