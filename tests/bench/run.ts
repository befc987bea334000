/**
 * `npm run bench [section …]`: every performance budget of the project, measured and printed (never
 * asserted by a timed test). Sections: bundle, lighthouse, scroll, build-all, api (all when none is
 * named). Builds the demo tenants first so the bundle and page figures are of the current code.
 */
import { execFileSync } from 'node:child_process';

import { measureApiLoad, printApiLoad } from './api-load';
import { formatBuildAll, measureBuildAll } from './build-all';
import { measureHomeBundle, printBundleFigure } from './bundle-size';
import { measureGameListScroll, printScrollFigure } from './game-list-scroll';
import { measureLighthouse } from './lighthouse';
import { printLighthouseFigures } from './lighthouse-report';

/** Each section prints its figures and answers whether they are within budget. */
const SECTIONS: Record<string, { title: string; run: () => Promise<boolean> }> = {
  bundle: {
    title: 'JS for /m/home (gzip): entry, initial, until settled',
    run: async () => printBundleFigure(await measureHomeBundle('dist', 'lucky7')),
  },
  lighthouse: {
    title:
      'Lighthouse 12 mobile, every landing route of every demo tenant (median of 3 cold runs, then one warm)',
    run: async () => printLighthouseFigures(await measureLighthouse({ distDir: 'dist' })),
  },
  scroll: {
    title: 'game list with the whole catalogue scrolled in, 4× CPU slowdown',
    run: async () => printScrollFigure(await measureGameListScroll({ distDir: 'dist' })),
  },
  'build-all': {
    title: 'wl build --all: 100 tenants vs 1',
    run: async () => {
      const buildAll = await measureBuildAll({ count: 100, runs: 3 });
      console.log(formatBuildAll(buildAll));
      return buildAll.withinBudget;
    },
  },
  api: {
    title: 'API under load (autocannon, 20 connections, 5 s per endpoint, 1,000 game rounds)',
    run: async () => printApiLoad(await measureApiLoad()),
  },
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in SECTIONS));
if (unknown.length > 0) {
  console.error(
    `Unknown section ${unknown.join(', ')}; choose from ${Object.keys(SECTIONS).join(', ')}`,
  );
  process.exit(2);
}
const chosen = asked.length > 0 ? asked : Object.keys(SECTIONS);

if (chosen.some((name) => ['bundle', 'lighthouse', 'scroll'].includes(name)))
  execFileSync('node', ['cli/bin/wl.js', 'build', '--all'], { stdio: 'inherit' });

const over: string[] = [];
for (const name of chosen) {
  const section = SECTIONS[name]!;
  console.log(`\n== ${section.title} ==`);
  if (!(await section.run())) over.push(name);
}
console.log(over.length ? `\nOVER BUDGET: ${over.join(', ')}` : '\nAll budgets met.');
process.exitCode = over.length ? 1 : 0;
