/**
 * Initial JS for /m/home: loads the page of a built tenant in Chromium, served by the reference server,
 * and sums the gzip size of every JavaScript file the browser fetched before the page settled.
 * Budget (issue 2): 170 kB gzip.
 */
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

import { startServer } from '../../server/index';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';

export const HOME_JS_BUDGET_BYTES = 170 * 1024;

export interface BundleFigure {
  tenant: string;
  files: { url: string; raw: number; gzip: number }[];
  totalGzip: number;
}

export async function measureHomeBundle(distDir = 'dist', tenant = 'lucky7'): Promise<BundleFigure> {
  const server = await startServer({ port: 0, host: '127.0.0.1', distDir, dataDir: 'memory://', logger: false });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const files: BundleFigure['files'] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      files.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    });
    await page.goto(`${server.url}/m/home?tenant=${tenant}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    return { tenant, files, totalGzip: files.reduce((sum, file) => sum + file.gzip, 0) };
  } finally {
    await browser.close();
    await server.close();
  }
}

export function printBundleFigure(figure: BundleFigure): boolean {
  for (const file of figure.files) {
    console.log(`  ${file.url.padEnd(52)} ${kb(file.raw).padStart(9)} raw ${kb(file.gzip).padStart(9)} gzip`);
  }
  const withinBudget = figure.totalGzip <= HOME_JS_BUDGET_BYTES;
  console.log(
    `initial JS for /m/home (${figure.tenant}): ${kb(figure.totalGzip)} gzip in ${figure.files.length} files ` +
      `(budget ${kb(HOME_JS_BUDGET_BYTES)}) ${withinBudget ? 'OK' : 'OVER BUDGET'}`,
  );
  return withinBudget;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  printBundleFigure(await measureHomeBundle(process.argv[2] ?? 'dist'));
}
