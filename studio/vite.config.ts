import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The studio's page (studio/app), served by `wl studio` through Vite's middleware. */
export default defineConfig({
  root: fileURLToPath(new URL('./app', import.meta.url)),
  cacheDir: fileURLToPath(new URL('../node_modules/.vite-studio', import.meta.url)),
  publicDir: false,
  plugins: [react()],
  logLevel: 'warn',
});
