import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

import { contractForClient } from './contract/client-build';

import {
  collectLandingPlan,
  compileLandingScript,
  compileShellScript,
  deferEntry,
  isLocaleFile,
  landingHead,
  localeFiles,
  readScreenModules,
  withShellScript,
} from './src/landing/landing-build';
import { routes } from './src/registry/routes';

/**
 * One build for every tenant: the app never depends on a tenant at compile time.
 * `wl build` inlines each tenant's config into its own copy of index.html;
 * `wl dev` adds the same injection as a dev-server plugin (cli/lib).
 * `wl` compiles with the project's vite.config.ts and what it imports from src/.
 */
export default defineConfig({
  root: 'src',
  publicDir: false,
  base: '/',
  plugins: [react(), contractForClient(), landingPreloads()],
  build: {
    outDir: '../dist/.app',
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Everything the entry needs statically in one file: over HTTP/1.1 each extra file costs
        // a round trip before the first screen (docs/architecture.md, Performance).
        // The texts are entries of their own (emitted below), not part of the initial group.
        codeSplitting: {
          groups: [{ name: 'initial', tags: ['$initial'], test: (id) => !isLocaleFile(id) }],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
});

/**
 * wl-landing: lets the browser fetch what the first screen needs next to the entry chunk instead of
 * after it (docs/architecture.md, Performance). The build works out, for every route, the chunks of
 * its screen and its text namespaces (src/landing/landing-build.ts), takes the entry script out of
 * the page and puts the plan and the inline script compiled from src/landing/landing.ts in `<head>`,
 * and the first-paint shell's script (src/landing/shell.ts) after the shell's marker.
 */
export function landingPreloads(): Plugin {
  let base = '/';
  let srcDir = '';
  return {
    name: 'wl-landing-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      srcDir = config.root;
    },
    // Every text as a chunk of its own: a built page loads its texts from the plan's URLs
    // (src/lib/i18n.ts), so nothing in the app imports them.
    buildStart() {
      for (const file of localeFiles(srcDir))
        this.emitFile({ type: 'chunk', id: file, preserveSignature: 'strict' });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!context.bundle) return html;
        const deferred = deferEntry(html);
        const plan = collectLandingPlan({
          bundle: context.bundle,
          routes,
          screens: readScreenModules(srcDir),
          srcDir,
          base,
          ...(deferred.entry ? { entry: deferred.entry } : {}),
          entryPreloads: deferred.entryPreloads,
        });
        const head = landingHead(plan, await compileLandingScript(srcDir));
        const page = deferred.html.replace('</head>', `  ${head}\n  </head>`);
        return withShellScript(page, await compileShellScript(srcDir));
      },
    },
  };
}
