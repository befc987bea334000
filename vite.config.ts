import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * One build for every tenant: the app never depends on a tenant at compile time.
 * `wl build` inlines each tenant's config into its own copy of index.html;
 * `wl dev` adds the same injection as a dev-server plugin (cli/lib).
 */
export default defineConfig({
  root: 'src',
  publicDir: false,
  base: '/',
  plugins: [react()],
  build: {
    outDir: '../dist/.app',
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    assetsInlineLimit: 0,
  },
  server: { host: '127.0.0.1' },
});
