import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_ARGS, testBrowserPath } from './tests/e2e/support/chromium';
import { E2E_PORT, E2E_TENANTS } from './tests/e2e/support/env';
import { specsOf } from './tests/e2e/support/journeys';

/** The projects named on the command line (`--project a`, `--project=a`). */
const requestedProjects = process.argv.flatMap((arg, index, all) =>
  arg === '--project'
    ? [all[index + 1] ?? '']
    : arg.startsWith('--project=')
      ? [arg.slice(10)]
      : [],
);
/** `--project studio` alone needs no shared server: the studio test starts its own (tests/studio). */
const studioOnly =
  requestedProjects.length > 0 && requestedProjects.every((name) => name === 'studio');

/** One project per demo tenant, each running the journeys placed on it (tests/e2e/support/journeys.ts). */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Pixel 7'],
    // Layout is in CSS pixels either way; painting 2.6× the pixels in software costs the CPU that
    // two cores share with the server and the Vitest suite, and no test reads pixels.
    deviceScaleFactor: 1,
    // A player's own setting (the site honours it): the marquee, spinners and slides stop repainting
    // every frame, which in software rendering took more CPU than the server did.
    reducedMotion: 'reduce',
    // A failed test keeps its actions, console and network; screencast frames and DOM snapshots of
    // every passing test cost a quarter of the browser suite's CPU (measured on the flag matrix).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    // Each test's fresh context would install the service worker and precache ~560 kB after its first
    // page: CPU the journeys do not need. tests/e2e/pwa.spec.ts allows it and tests the worker itself.
    serviceWorkers: 'block',
    launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    ...E2E_TENANTS.map((code) => ({
      name: code,
      testMatch: specsOf(code).map((spec) => `**/${spec}`),
      use: { baseURL: `http://${code}.localhost:${E2E_PORT}` },
    })),
    // The flag matrix serves its own generated tenants (tests/matrix/browser, own server per worker).
    // A row opens about 13 pages as one test: 15-25 s alone, up to 52 s seen beside Vitest. The
    // limit only ends a row that hangs.
    { name: 'matrix', testDir: 'tests/matrix/browser', timeout: 180_000 },
    // `wl studio` and `wl start` on a temp project, driven at desktop size (tests/studio).
    {
      name: 'studio',
      testDir: 'tests/studio',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1600, height: 1000 },
        deviceScaleFactor: 1,
      },
    },
  ],
  webServer: studioOnly
    ? undefined
    : {
        command: `node cli/bin/wl.js start --demo --port ${E2E_PORT}`,
        url: `http://127.0.0.1:${E2E_PORT}/wps/system/status`,
        timeout: 240_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        // Real scrypt at a test cost (server/domain/passwords.ts): the suite creates ~100 accounts, all
        // from 127.0.0.1, so the per-address login and SMS budgets are raised 100× (abuse-limits.ts).
        env: {
          WL_DATA_DIR: 'memory://',
          NODE_ENV: 'test',
          WL_PASSWORD_COST_LOG2: '12',
          WL_ABUSE_LIMITS_SCALE: '100',
        },
      },
});
