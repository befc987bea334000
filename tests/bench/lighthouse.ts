/**
 * Lighthouse 12 mobile (its defaults: simulated slow 4G, 4× CPU slowdown, 412×823) on every landing
 * route (landing-routes.ts) of each built demo tenant, served by the reference server with an
 * in-memory database: the median of N cold runs, then one repeat visit with the cache warm (on
 * home also one with the HTTP cache warm and no service worker). A
 * benchmark that prints figures, not a test. Logged-in routes are opened after a real login through
 * the login screen; their cold runs clear the cache and service workers but keep the session.
 * Warm-up first: the server compresses files and draws the seeded banners once, on first request.
 *
 * Run directly: `tsx tests/bench/lighthouse.ts [tenant…] [--routes=home,login] [--runs=3] [--no-build]
 * [--dist=<folder>] [--throttling=devtools]` (builds the demo tenants into dist/ first unless
 * `--no-build` or `--dist`), or call `measureLighthouse()`. LIGHTHOUSE_REPORT_DIR=<folder> keeps each
 * run's full JSON report. `--throttling=devtools` loads the page on a really throttled network and
 * CPU (Lighthouse's "applied" mode) instead of simulating them: slower, noisier, but it sees what the
 * simulation cannot, such as a request started earlier in a chain of requests.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { type Browser, chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { startServer } from '../../server/index';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';
import { DEMO_PASSWORD } from '../e2e/support/login';
import { DEMO_TENANTS, LANDING_ROUTES, type LandingRoute } from './landing-routes';
import {
  type LighthouseFigure,
  type LighthouseSample,
  medianSample,
  meetsBudget,
  printLighthouseFigures,
  progressLine,
} from './lighthouse-report';

type Throttling = 'simulate' | 'devtools';

interface MeasureOptions {
  distDir?: string;
  throttling?: Throttling;
  tenants?: readonly string[];
  routes?: readonly LandingRoute[];
  runs?: number;
  reportDir?: string;
}

export async function measureLighthouse({
  distDir = 'dist',
  tenants = DEMO_TENANTS,
  routes = LANDING_ROUTES,
  runs = 3,
  reportDir = process.env.LIGHTHOUSE_REPORT_DIR,
  throttling = 'simulate',
}: MeasureOptions = {}): Promise<LighthouseFigure[]> {
  const server = await startServer({ port: 0, distDir, dataDir: 'memory://', logger: false });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const driver = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const figures: LighthouseFigure[] = [];
    for (const tenant of tenants) {
      await warmUp(server.url, tenant);
      for (const route of routes) {
        const url = `${tenantOrigin(server.url, tenant)}${route.path}`;
        const session = route.viewer === 'guest' ? null : await logIn(driver, url, route.viewer);
        const report = (label: string) =>
          reportDir ? path.join(reportDir, `${tenant}-${route.name}-${label}.json`) : undefined;
        const load = (keepStorage: boolean, reportFile?: string): LoadOptions => ({
          port: chrome.port,
          keepStorage,
          throttling,
          reportFile,
        });
        const samples: LighthouseSample[] = [];
        for (let run = 1; run <= runs; run++) {
          if (session) await clearCaches(session);
          samples.push(await runOnce(url, load(!!session, report(String(run)))));
        }
        const warm = await runOnce(url, load(true, report('warm')));
        // Home again with the HTTP cache warm but no service worker: what the worker adds (issue 21).
        const warmWithoutWorker =
          route.name === 'home'
            ? await withoutWorker(driver, url, () =>
                runOnce(url, load(true, report('warm-no-worker'))),
              )
            : undefined;
        await session?.close();
        const median = medianSample(samples);
        const figure = {
          tenant,
          route: route.name,
          median,
          samples,
          warm,
          ...(warmWithoutWorker ? { warmWithoutWorker } : {}),
          withinBudget: meetsBudget(median, warm),
        };
        figures.push(figure);
        // A line per route as it is measured: a long run that fails later keeps what it measured.
        console.log(`  measured ${progressLine(figure)}`);
      }
    }
    return figures;
  } finally {
    await driver.close().catch(() => undefined);
    chrome.kill();
    await server.close();
  }
}

/**
 * Each tenant on its own origin, `<code>.localhost` (Chromium sends it to this machine), as in
 * production: no tenant's service worker, cookies or stored session answer for another.
 */
const tenantOrigin = (serverUrl: string, tenant: string) => {
  const origin = new URL(serverUrl);
  origin.hostname = `${tenant}.localhost`;
  return origin.origin;
};

/** The server compresses each file on its first request: do that before measuring. */
async function warmUp(base: string, tenant: string) {
  const headers = { 'accept-encoding': 'br, gzip' };
  const html = await (await fetch(`${base}/m/home?tenant=${tenant}`, { headers })).text();
  const files = [...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1]!);
  for (const file of files) await fetch(`${base}${file}?tenant=${tenant}`, { headers });
  // The seeded banner pictures are drawn on their first request: draw them before measuring too.
  const merchant = /"merchantCode":"([^"]+)"/.exec(html)?.[1] ?? '';
  const answer = (await (
    await fetch(`${base}/wps/relay/MCSFE_getListAnnouncements?types=B&platform=M`, {
      headers: { Merchant: merchant },
    })
  ).json()) as { value?: { list?: { url?: string }[] } };
  for (const { url } of answer.value?.list ?? []) if (url?.startsWith('/')) await fetch(base + url);
}

/** Logs `username` in through the login screen of the tenant `url` belongs to; the tab stays open. */
async function logIn(browser: Browser, url: string, username: string): Promise<Page> {
  const page = await browser.contexts()[0]!.newPage();
  const target = new URL(url);
  await page.goto(`${target.origin}/m/login`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/m\/home/, { timeout: 60_000 }).catch(async (error: unknown) => {
    const shown = await page.locator('[role=alert], [role=status], [role=dialog]').allInnerTexts();
    throw new Error(`${username} could not log in at ${page.url()}: ${shown.join(' | ')}`, {
      cause: error,
    });
  });
  return page;
}

/** Runs `load` with the origin's service workers (and their caches) gone, the HTTP cache kept. */
async function withoutWorker<T>(browser: Browser, url: string, load: () => Promise<T>) {
  const page = await browser.contexts()[0]!.newPage();
  await clearCaches(page, new URL(url).origin, { keepHttpCache: true });
  await page.close();
  return load();
}

/** A cold load that keeps the session: the HTTP cache, Cache Storage and service workers go. */
async function clearCaches(
  page: Page,
  origin = new URL(page.url()).origin,
  { keepHttpCache = false } = {},
) {
  const cdp = await page.context().newCDPSession(page);
  if (!keepHttpCache) await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'cache_storage,service_workers',
  });
  await cdp.detach();
}

/** Lighthouse now and then loses the trace of a load (NO_NAVSTART): that load is run again, said aloud. */
async function runOnce(url: string, load: LoadOptions): Promise<LighthouseSample> {
  try {
    return await runLighthouse(url, load);
  } catch (error) {
    if (!String(error).includes('NO_NAVSTART')) throw error;
    console.log(`  (${url}: the trace was lost, NO_NAVSTART; running that load again)`);
    return runLighthouse(url, load);
  }
}

interface LoadOptions {
  port: number;
  keepStorage: boolean;
  throttling: Throttling;
  reportFile?: string | undefined;
}

async function runLighthouse(
  url: string,
  { port, keepStorage, throttling, reportFile }: LoadOptions,
): Promise<LighthouseSample> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
    throttlingMethod: throttling,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message} (${url})`);
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}, not the route`);
  if (reportFile) {
    mkdirSync(path.dirname(reportFile), { recursive: true });
    writeFileSync(reportFile, JSON.stringify(lhr));
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    fcpMs: metric('first-contentful-paint'),
    bytes: metric('total-byte-weight'),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const option = (name: string) =>
    args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const distDir = option('dist');
  if (!distDir && !args.includes('--no-build')) {
    execFileSync('node', ['cli/bin/wl.js', 'build', '--all'], { stdio: 'inherit' });
  }
  const tenants = args.filter((arg) => !arg.startsWith('--'));
  const routeNames = option('routes')?.split(',');
  const throttling = option('throttling') === 'devtools' ? 'devtools' : 'simulate';
  const figures = await measureLighthouse({
    distDir: distDir ?? 'dist',
    runs: Number(option('runs') ?? 3),
    throttling,
    ...(tenants.length ? { tenants } : {}),
    ...(routeNames ? { routes: LANDING_ROUTES.filter((r) => routeNames.includes(r.name)) } : {}),
  });
  process.exitCode = printLighthouseFigures(figures, throttling) ? 0 : 1;
}
