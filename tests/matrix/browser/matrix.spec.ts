import { test as base, expect } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { compareSurfaces, formatRowFailure, type RowResult } from '../../../cli/lib/matrix/compare';
import { MATRIX_ENV } from '../../../cli/lib/matrix/rows';
import { serveMatrix, type MatrixServer } from '../../../cli/lib/matrix/serve';
import { expectedSurfaces } from '../oracle';
import { observeAuthScreens, observeHomeChrome, observeRoutes, onlyBrowserProbes } from './observe';
import { observeContractPrompts } from './observe-contracts';
import { browserRows } from './rows';
import { startSession } from './session';
import { recordToasts } from './settle';

const rows = await browserRows();
const SCREENSHOTS = 'test-results/matrix';

/**
 * One reference server per worker (port chosen by the OS), serving a generated tenant per row from
 * the row's first use (`ready`).
 */
const test = base.extend<object, { matrixServer: MatrixServer }>({
  matrixServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await serveMatrix(rows, { distDir: process.env.WL_DIST_DIR ?? 'dist' });
      await use(server);
      await server.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

test.describe.configure({ mode: 'parallel' });

test.describe(`flag matrix, browser level (${rows.length} rows)`, () => {
  for (const [index, c] of rows.entries()) {
    test(c.id, async ({ page, matrixServer }) => {
      const started = Date.now();
      await matrixServer.ready(index);
      const base = matrixServer.urlOf(index);
      const screenshot = path.join(SCREENSHOTS, `${c.id.replace(/[^a-z0-9-]+/gi, '_')}.png`);
      mkdirSync(SCREENSHOTS, { recursive: true });
      await recordToasts(page);
      await startSession(
        page,
        `http://127.0.0.1:${matrixServer.port}`,
        matrixServer.merchantOf(index),
        c,
      );
      // One visit of home serves its contract prompts, its chrome and its probe, in that order.
      const shown = {
        ...(await observeContractPrompts(page, base)),
        ...(await observeHomeChrome(page)),
        ...(await observeRoutes(page, base, screenshot, '/m/home')),
        ...(await observeAuthScreens(page, base, c.user === 'guest')),
      };
      const all = expectedSurfaces(c);
      const expected = {
        ...all,
        access: onlyBrowserProbes(all.access),
        chrome: onlyBrowserProbes(all.chrome),
      };
      const checks = compareSurfaces(expected, shown, () => 'browser');
      const result: RowResult = {
        combination: c,
        checks,
        screenshot: path.resolve(screenshot),
        ms: Date.now() - started,
      };
      const out = process.env[MATRIX_ENV.out];
      if (out) {
        mkdirSync(path.join(out, 'browser'), { recursive: true });
        writeFileSync(path.join(out, 'browser', `${index}.json`), JSON.stringify(result));
      }
      expect(
        checks.filter((check) => !check.pass),
        formatRowFailure(result),
      ).toEqual([]);
    });
  }
});
