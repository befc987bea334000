/**
 * Writes the screenshots of docs/operators.md (docs/images/studio-*.png): starts the studio on a
 * temp copy of the project (one demo tenant and the compiled app), creates tenant `acme`, and
 * photographs each step. Run after `wl build`: `npx tsx studio/scripts/screenshots.ts`.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium, type Page } from '@playwright/test';

import { projectPaths } from '../../cli/lib/project';
import { CHROMIUM_ARGS, testBrowserPath } from '../../tests/e2e/support/chromium';
import { startStudio } from '../server/start-studio';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const IMAGES = path.join(REPO, 'docs', 'images');

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(IMAGES, `studio-${name}.png`) });
  console.log(`  docs/images/studio-${name}.png`);
}

const root = mkdtempSync(path.join(os.tmpdir(), 'wl-studio-shots-'));
cpSync(path.join(REPO, 'tenants', 'perlas'), path.join(root, 'tenants', 'perlas'), {
  recursive: true,
});
cpSync(path.join(REPO, 'dist', '.app'), path.join(root, 'dist', '.app'), { recursive: true });
mkdirSync(IMAGES, { recursive: true });
const studio = await startStudio(projectPaths(root, path.join(root, 'dist')), { port: 0 });
const browser = await chromium.launch({ executablePath: testBrowserPath(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.goto(studio.url);
  await page.getByTestId('tenant-perlas').waitFor();
  await page.getByTestId('new-code').fill('acme');
  await shoot(page, 'list');
  await page.getByTestId('create-tenant').click();
  const preview = page.frameLocator('[data-testid=preview-frame]');
  await page.getByTestId('preview-route').selectOption('member-centre');
  await preview.getByTestId('mc-entry-vouReport').waitFor({ timeout: 120_000 });
  await shoot(page, 'editor');
  await page.getByTestId('colour-primary').fill('#8fb5ff');
  await page.getByTestId('use-shade-primary').waitFor();
  await page.getByTestId('colour-primary').scrollIntoViewIfNeeded();
  await shoot(page, 'contrast');
  await page.getByTestId('use-shade-primary').click();
  await page.getByTestId('template-mem_cen-0').click();
  await preview.locator('[data-template=list]').waitFor();
  await page.getByTestId('template-mem_cen-0').scrollIntoViewIfNeeded();
  await shoot(page, 'templates');
  await page.getByTestId('template-mem_cen-1').click();
  await page.getByTestId('flag-DEPRECM3').uncheck();
  await page.getByTestId('explain-table').locator('[data-change=removed]').first().waitFor();
  await page.getByTestId('flag-DEPRECM3').scrollIntoViewIfNeeded();
  await shoot(page, 'flags');
  await page.getByTestId('review-changes').click();
  await page.getByTestId('diff').waitFor();
  await page.getByTestId('review-changes').scrollIntoViewIfNeeded();
  await shoot(page, 'diff');
} finally {
  await browser.close();
  await studio.close();
  rmSync(root, { recursive: true, force: true });
}
