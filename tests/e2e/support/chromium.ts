import { existsSync } from 'node:fs';

/** Debian's Chromium (never a downloaded browser); CHROMIUM_PATH overrides. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}: run "apt-get install -y chromium" or set CHROMIUM_PATH.`,
    );
  }
  return path;
}

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser of the test suites: Debian's Chromium headless shell when installed (the same engine
 * without the browser's own interface: 10 % less CPU for the browser suite, measured), else
 * Chromium. CHROMIUM_PATH overrides both. Benchmarks use chromiumPath(), the browser players run.
 */
export function testBrowserPath(): string {
  return !process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath();
}

/** Keeps Chromium quiet on a closed network and runnable as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
