import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Real scrypt at a test cost (server/domain/passwords.ts): suites create hundreds of accounts. */
const TEST_PASSWORD_COST = { WL_PASSWORD_COST_LOG2: '12' };

/**
 * Test files under `dir` that replace modules with `vi.mock`. Most files share one module registry
 * per worker (`isolate: false`: each file re-importing React, the app or PGlite's WebAssembly cost
 * half of Vitest's CPU), but a replaced module only takes effect in a registry of its own, so these
 * files run isolated, in a project of their own.
 */
function filesReplacingModules(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => path.join(dir, name))
    .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));
}
const webMocking = filesReplacingModules('tests/src');
const serverMocking = filesReplacingModules('tests/server');

const web = {
  environment: 'jsdom' as const,
  setupFiles: ['tests/src/setup.ts'],
  // Runs beside the browser suite on two cores: a bound for hangs, not a speed check.
  testTimeout: 30_000,
};
const server = {
  environment: 'node' as const,
  globalSetup: ['tests/server/support/global-setup.ts'],
  env: TEST_PASSWORD_COST,
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; the second core otherwise idles.
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        test: {
          ...web,
          name: 'web',
          include: ['tests/src/**/*.test.{ts,tsx}'],
          exclude: webMocking,
          isolate: false,
          setupFiles: ['tests/src/setup-shared-modules.ts', ...web.setupFiles],
        },
      },
      {
        plugins: [react()],
        test: { ...web, name: 'web-mocking', include: webMocking },
      },
      {
        plugins: [react()],
        test: {
          name: 'matrix',
          environment: 'jsdom',
          include: ['tests/matrix/**/*.test.tsx'],
          setupFiles: ['tests/src/setup.ts'],
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'tests/schema/**/*.test.ts',
            'tests/locales/**/*.test.ts',
            'tests/cli/**/*.test.ts',
          ],
          exclude: ['tests/cli/built-app.test.ts'],
          // Hooks here spawn `wl build` and servers: bounds for hangs, not speed checks (the
          // default 10 s hook timeout was hit by a build on a busy machine).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Reads the build of the run (`wl build --all` before the suites): not in test:quick.
        test: { name: 'built', environment: 'node', include: ['tests/cli/built-app.test.ts'] },
      },
      {
        test: {
          ...server,
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: serverMocking,
          isolate: false,
        },
      },
      { test: { ...server, name: 'server-mocking', include: serverMocking } },
    ],
  },
});
