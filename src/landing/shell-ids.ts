/** The first-paint shell's element (cli/lib/first-paint-shell.ts draws it; the app removes it). */
export const SHELL_ID = 'app-shell';

/** The shell's class off home, by what it draws (cli/lib/first-paint-shell.ts `shellCss`). */
export const SHELL_CLASS = {
  bar: 'wl-shell-page',
  brand: 'wl-shell-brand',
  bare: 'wl-shell-bare',
  promotions: 'wl-shell-promotions',
  games: 'wl-shell-games',
  lotteries: 'wl-shell-lotteries',
  member: 'wl-shell-member',
  agent: 'wl-shell-agent',
};

/** The marker src/index.html carries right before `<div id="root">`: the shell goes there. */
export const TENANT_SHELL_MARKER = '<!--tenant-shell-->';

/**
 * Paths that land on home (its route and aliases, src/registry/routes.ts); elsewhere the shell is the
 * one the landing plan names for the path (LandingPlan `shells`), else the bar alone. server/http/shell-picture.ts holds the same pattern (the server imports no src/;
 * tests/cli/tenant-html.test.ts compares them).
 */
export const HOME_PATH = /^\/(m\/?(home|index(\.html)?)?)?$/;
