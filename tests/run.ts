/**
 * `npm test`: every suite, each step once (the app is compiled once, by the build step), two at a
 * time so both cores stay busy, then a table of what each step took. Exits non-zero when any
 * step failed; the last line counts every test.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { runSteps, type Step } from './run/steps';
import { printSummary } from './run/summary';
import { countPlaywright, countVitest } from './run/counts';

/** Kept after the run (per-file and per-test durations for the next person): `.test-reports/`. */
const reports = path.resolve('.test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports);
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

const typecheck: Step = {
  name: 'typecheck',
  command: 'npx',
  args: ['tsc', '-p', 'tsconfig.json', '--noEmit'],
};
const lint: Step = { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] };
/** The project's own prettier config, checked, never written (`npx prettier --write .` fixes it). */
const format: Step = {
  name: 'format (prettier --check)',
  command: 'npx',
  args: ['prettier', '--check', '.', '--log-level', 'warn'],
};
const build: Step = {
  name: 'build (wl build --all)',
  command: 'node',
  args: ['cli/bin/wl.js', 'build', '--all'],
};
const vitest: Step = {
  name: 'vitest (unit, component, CLI, server, matrix DOM)',
  command: 'npx',
  args: [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ],
  count: () => countVitest(readFileSync(vitestReport, 'utf8')),
};
const playwright: Step = {
  name: 'playwright (journeys, smoke, matrix browser)',
  command: 'npx',
  args: ['playwright', 'test', '--reporter=list,json'],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  count: () => countPlaywright(readFileSync(playwrightReport, 'utf8')),
};

/** `--quick` (npm run test:quick): the inner loop, no server, database, build or browser. */
const quick = process.argv.includes('--quick');
const quickVitest: Step = {
  ...vitest,
  name: 'vitest (unit, component, CLI)',
  args: [...vitest.args, '--project', 'web*', '--project', 'node'],
};
const phases = quick
  ? [[typecheck, lint, format], [quickVitest]]
  : // The browser suite leaves a core mostly idle (Chromium waits on the server and on paints), so
    // Vitest runs beside it; the build is the only thing both need first.
    [
      [typecheck, lint, format, build],
      [vitest, playwright],
    ];

const started = performance.now();
const results = await runSteps(phases);
process.exitCode = printSummary(results, (performance.now() - started) / 1000) ? 0 : 1;
