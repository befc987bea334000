/**
 * Lighthouse 12 mobile (its defaults: simulated slow 4G, 4× CPU slowdown, 412×823) on /m/home of each
 * built demo tenant, served by the reference server with an in-memory database. Medians of 3 runs
 * against the issue 4 budgets. A benchmark that prints figures, not a test.
 * Warm-up first: the server compresses files and draws the seeded banners once, on first request.
 * Run directly (`tsx tests/bench/lighthouse.ts [tenant…] [--no-build] [--dist=<folder>]`; builds the
 * demo tenants into dist/ first unless `--no-build` or `--dist` is given) or call
 * `measureLighthouse()`. LIGHTHOUSE_REPORT_DIR=<folder> keeps each run's full JSON report.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { startServer } from '../../server/index';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';

export const LIGHTHOUSE_BUDGET = { score: 95, lcpMs: 2000, cls: 0.05, tbtMs: 150 };
const DEMO_TENANTS = ['lucky7', 'perlas', 'royal88'];

export interface LighthouseSample {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
}

export interface LighthouseFigure {
  tenant: string;
  median: LighthouseSample;
  samples: LighthouseSample[];
  withinBudget: boolean;
}

export async function measureLighthouse({
  distDir = 'dist',
  tenants = DEMO_TENANTS,
  runs = 3,
  reportDir = process.env.LIGHTHOUSE_REPORT_DIR,
} = {}): Promise<LighthouseFigure[]> {
  const server = await startServer({ port: 0, distDir, dataDir: 'memory://', logger: false });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const figures: LighthouseFigure[] = [];
    for (const tenant of tenants) {
      await warmUp(server.url, tenant);
      const samples: LighthouseSample[] = [];
      for (let run = 0; run < runs; run++) {
        const report = reportDir ? path.join(reportDir, `${tenant}-${run + 1}.json`) : undefined;
        samples.push(await runOnce(`${server.url}/m/home?tenant=${tenant}`, chrome.port, report));
      }
      const median = medianSample(samples);
      figures.push({ tenant, median, samples, withinBudget: meetsBudget(median) });
    }
    return figures;
  } finally {
    chrome.kill();
    await server.close();
  }
}

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

async function runOnce(url: string, port: number, reportFile?: string): Promise<LighthouseSample> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
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
  };
}

/** Each metric's own median (not the sample with the median score). */
function medianSample(samples: LighthouseSample[]): LighthouseSample {
  const of = (key: keyof LighthouseSample) => {
    const sorted = samples.map((sample) => sample[key]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    fcpMs: of('fcpMs'),
  };
}

function meetsBudget(sample: LighthouseSample): boolean {
  const budget = LIGHTHOUSE_BUDGET;
  return (
    sample.score >= budget.score &&
    sample.lcpMs <= budget.lcpMs &&
    sample.cls <= budget.cls &&
    sample.tbtMs <= budget.tbtMs
  );
}

export function printLighthouseFigures(figures: LighthouseFigure[]): boolean {
  const budget = LIGHTHOUSE_BUDGET;
  for (const { tenant, median, samples, withinBudget } of figures) {
    console.log(
      `  ${tenant.padEnd(8)} score ${median.score}  LCP ${ms(median.lcpMs)}  CLS ${median.cls.toFixed(3)}  ` +
        `TBT ${ms(median.tbtMs)}  FCP ${ms(median.fcpMs)}  ${withinBudget ? 'PASS' : 'FAIL'}` +
        `  (scores ${samples.map((sample) => sample.score).join('/')})`,
    );
  }
  const allPass = figures.every((figure) => figure.withinBudget);
  console.log(
    `Lighthouse mobile /m/home, median of ${figures[0]?.samples.length ?? 0}: ${allPass ? 'PASS' : 'FAIL'} ` +
      `(budget score ≥ ${budget.score}, LCP ≤ ${ms(budget.lcpMs)}, CLS ≤ ${budget.cls}, TBT ≤ ${ms(budget.tbtMs)})`,
  );
  return allPass;
}

const ms = (value: number) => `${Math.round(value)} ms`;

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const distDir = args.find((arg) => arg.startsWith('--dist='))?.slice('--dist='.length);
  if (!distDir && !args.includes('--no-build')) {
    execFileSync('node', ['cli/bin/wl.js', 'build', '--all'], { stdio: 'inherit' });
  }
  const tenants = args.filter((arg) => !arg.startsWith('--'));
  const figures = await measureLighthouse({
    distDir: distDir ?? 'dist',
    ...(tenants.length ? { tenants } : {}),
  });
  process.exitCode = printLighthouseFigures(figures) ? 0 : 1;
}
