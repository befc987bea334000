/**
 * `npm run bench`: every performance budget of the project, measured and printed (never asserted by
 * a timed test). Builds the demo tenants first so the bundle figure is of the current code.
 */
import { execFileSync } from 'node:child_process';

import { formatBuildAll, measureBuildAll } from './build-all';
import { measureHomeBundle, printBundleFigure } from './bundle-size';
import { measureLighthouse, printLighthouseFigures } from './lighthouse';

execFileSync('node', ['cli/bin/wl.js', 'build', '--all'], { stdio: 'inherit' });

console.log('\n== initial JS for /m/home (gzip) ==');
const bundleOk = printBundleFigure(await measureHomeBundle('dist', 'lucky7'));

console.log('\n== Lighthouse 12 mobile, /m/home (median of 3) ==');
const lighthouseOk = printLighthouseFigures(await measureLighthouse({ distDir: 'dist' }));

console.log('\n== wl build --all: 100 tenants vs 1 ==');
const buildAll = await measureBuildAll({ count: 100, runs: 3 });
console.log(formatBuildAll(buildAll));

const over = [
  !bundleOk && 'initial JS',
  !lighthouseOk && 'Lighthouse /m/home',
  !buildAll.withinBudget && 'build-all ratio',
].filter(Boolean);
console.log(over.length ? `\nOVER BUDGET: ${over.join(', ')}` : '\nAll budgets met.');
process.exitCode = over.length ? 1 : 0;
