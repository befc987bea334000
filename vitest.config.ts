import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/src/setup.ts'],
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
          include: ['tests/schema/**/*.test.ts', 'tests/cli/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
