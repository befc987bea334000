import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Real scrypt at a test cost (server/domain/passwords.ts): suites create hundreds of accounts. */
const TEST_PASSWORD_COST = { WL_PASSWORD_COST_LOG2: '12' };

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; the second core otherwise idles.
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/src/setup.ts'],
          // Runs beside the browser suite on two cores: a bound for hangs, not a speed check.
          testTimeout: 30_000,
        },
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
          testTimeout: 60_000,
        },
      },
      {
        // Reads the build of the run (`wl build --all` before the suites): not in test:quick.
        test: { name: 'built', environment: 'node', include: ['tests/cli/built-app.test.ts'] },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/support/global-setup.ts'],
          env: TEST_PASSWORD_COST,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
