/**
 * The `web` project's files share a worker's modules (isolate: false). A module still loading when a
 * file's environment is torn down (a lazy screen the test never waited for) fails, and stays failed
 * for every later file of that worker. So the whole app is loaded once, before the first file runs:
 * later imports, lazy ones included, come from the cache. (Not for `web-mocking`: a module loaded
 * here could not be replaced by that file's `vi.mock`.)
 */
const appModules = import.meta.glob([
  '../../src/**/*.{ts,tsx}',
  '../../src/locales/*/*.json',
  '!../../src/main.tsx',
  // The service worker's entry runs in a worker scope only (src/sw/routes.ts is tested).
  '!../../src/sw/sw.ts',
  '!../../src/**/*.d.ts',
]);
// One after another: loading them all at once races Vitest's module runner on import cycles.
for (const load of Object.values(appModules)) await load();
