import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_ARGS, chromiumPath } from './tests/e2e/support/chromium';
import { E2E_PORT, E2E_TENANTS } from './tests/e2e/support/env';

/** One project per demo tenant: the same app under each tenant's configuration. */
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    ...E2E_TENANTS.map((code) => ({
      name: code,
      use: { baseURL: `http://${code}.localhost:${E2E_PORT}` },
    })),
    // The flag matrix serves its own generated tenants (tests/matrix/browser, own server per worker).
    { name: 'matrix', testDir: 'tests/matrix/browser', timeout: 60_000 },
  ],
  webServer: {
    command: `node cli/bin/wl.js start --port ${E2E_PORT}`,
    url: `http://127.0.0.1:${E2E_PORT}/wps/system/status`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { WL_DATA_DIR: 'memory://', NODE_ENV: 'test' },
  },
});
