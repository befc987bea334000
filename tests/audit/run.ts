/**
 * `npm run audit`: every demo tenant's main routes as a guest, a member and an agent, at 360 px, in
 * Debian's Chromium. Prints axe's serious and critical WCAG findings, header titles that do not fit
 * and texts shown as raw keys; writes a screenshot sheet of all tenants and the findings as JSON to
 * .reports/audit/. A report for people: the accessibility spec (tests/e2e) is what fails the suite.
 */
import { mkdir, writeFile } from 'node:fs/promises';

import { type BrowserContext, chromium, type Page } from '@playwright/test';

import { startServer } from '../../server/index';
import { routes } from '../../src/registry/routes';
import { MISSING_KEY_REPORT } from '../../src/lib/missing-key-report';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';
import { E2E_TENANTS } from '../e2e/support/env';
import { DEMO_PASSWORD } from '../e2e/support/login';
import { type AxeFinding, blockingAxeFindings, openVisit, truncatedTitle } from './page-checks';
import { renderSheet, type Shot } from './sheet';
import { MAIN_VISITS, SHEET_VISITS, type Viewer, type Visit } from './visits';

const OUT_DIR = '.reports/audit';
const PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true };

interface PageReport {
  tenant: string;
  viewer: Viewer;
  path: string;
  axe: AxeFinding[];
  truncatedTitle: string | null;
  rawKeys: string[];
}

async function logIn(page: Page, username: string) {
  await page.goto('/m/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/m\/home/);
}

/** One browser context per viewer of a tenant, logged in where the viewer is an account. */
async function viewerPage(context: BrowserContext, viewer: Viewer, rawKeys: string[]) {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith(MISSING_KEY_REPORT))
      rawKeys.push(message.text().slice(MISSING_KEY_REPORT.length).trim());
  });
  if (viewer !== 'guest') await logIn(page, viewer);
  return page;
}

async function auditTenant(browser: Awaited<ReturnType<typeof chromium.launch>>, base: string) {
  const reports: Omit<PageReport, 'tenant'>[] = [];
  const shots: Shot[] = [];
  const visits = [...new Set([...MAIN_VISITS, ...SHEET_VISITS])];
  for (const viewer of ['guest', 'member0', 'agent1'] as const) {
    const context = await browser.newContext({ ...PHONE, baseURL: base, reducedMotion: 'reduce' });
    const rawKeys: string[] = [];
    const page = await viewerPage(context, viewer, rawKeys);
    for (const visit of visits.filter((entry: Visit) => entry.viewer === viewer)) {
      const seen = rawKeys.length;
      await openVisit(page, visit);
      // The screenshot first: the checks below scroll the page.
      if (SHEET_VISITS.includes(visit))
        shots.push({ label: `${viewer} ${visit.path}`, png: await page.screenshot() });
      if (!MAIN_VISITS.includes(visit)) continue;
      reports.push({
        viewer,
        path: visit.path,
        axe: await blockingAxeFindings(page),
        truncatedTitle: await truncatedTitle(page),
        rawKeys: rawKeys.slice(seen),
      });
    }
    await context.close();
  }
  return { reports, shots };
}

/** Every route with a title and no path parameter, opened as agent1 (who may open the most). */
const TITLED_PATHS = routes
  .filter((route) => route.chrome.header && route.id !== 'home' && !route.path.includes(':'))
  .map((route) => route.path);

/** The titles cut off on any titled route of a tenant (the main visits cover only some). */
async function cutTitles(browser: Awaited<ReturnType<typeof chromium.launch>>, base: string) {
  const context = await browser.newContext({ ...PHONE, baseURL: base, reducedMotion: 'reduce' });
  const page = await viewerPage(context, 'agent1', []);
  const cut: string[] = [];
  for (const path of TITLED_PATHS) {
    // A report, not a test: settling on an idle network is good enough to read a title.
    await page.goto(path, { waitUntil: 'networkidle' });
    const title = page.locator('[data-testid="app-header"] h1');
    if (!(await title.isVisible())) continue;
    const text = await truncatedTitle(page);
    if (text) cut.push(`${path} "${text}"`);
  }
  await context.close();
  return cut;
}

function printReport(report: PageReport) {
  const rules = report.axe.map((finding) => `${finding.rule}(${finding.nodes})`);
  const notes = [
    rules.length ? `axe: ${rules.join(' ')}` : 'axe: 0',
    report.truncatedTitle ? `title cut: "${report.truncatedTitle}"` : '',
    report.rawKeys.length ? `raw keys: ${report.rawKeys.join(', ')}` : '',
  ].filter(Boolean);
  console.log(
    `${report.tenant.padEnd(8)} ${report.viewer.padEnd(7)} ${report.path.padEnd(26)} ${notes.join('; ')}`,
  );
}

const server = await startServer({ port: 0, distDir: 'dist', dataDir: 'memory://', dev: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const all: PageReport[] = [];
  const sheet = new Map<string, Shot[]>();
  for (const tenant of E2E_TENANTS) {
    const { reports, shots } = await auditTenant(
      browser,
      `http://${tenant}.localhost:${server.port}`,
    );
    for (const report of reports) {
      all.push({ tenant, ...report });
      printReport({ tenant, ...report });
    }
    sheet.set(tenant, shots);
    const cut = await cutTitles(browser, `http://${tenant}.localhost:${server.port}`);
    console.log(
      `${tenant}: ${TITLED_PATHS.length} titled routes, ${cut.length} titles cut off${cut.length ? `: ${cut.join(', ')}` : ''}`,
    );
  }
  await mkdir(OUT_DIR, { recursive: true });
  await writeFile(`${OUT_DIR}/findings.json`, `${JSON.stringify(all, null, 2)}\n`);
  await writeFile(`${OUT_DIR}/screens.png`, await renderSheet(browser, sheet));
  const axeTotal = all.reduce(
    (sum, report) => sum + report.axe.reduce((nodes, finding) => nodes + finding.nodes, 0),
    0,
  );
  const cut = all.filter((report) => report.truncatedTitle).length;
  console.log(
    `\n${all.length} pages: ${axeTotal} elements break a serious/critical axe rule, ${cut} titles cut off.` +
      `\nScreenshot sheet: ${OUT_DIR}/screens.png; findings: ${OUT_DIR}/findings.json`,
  );
} finally {
  await browser.close();
  await server.close();
}
