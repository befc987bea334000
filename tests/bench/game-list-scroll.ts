/**
 * The game list with the whole catalogue scrolled in (issue 20): `/m/gameList` of a built tenant in
 * Chromium at 4× CPU slowdown on a 412 px phone, every game of the type (the filter's ALL), scrolled
 * by the wheel until the list says it has no more. Prints the long tasks seen while scrolling, the DOM size, the JS heap after a collection, the
 * layout shift and whether every game picture is lazy and sized. A benchmark that prints figures.
 * Run directly: `tsx tests/bench/game-list-scroll.ts [tenant] [gameType]` (after `wl build --all`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium, type Page } from '@playwright/test';

import { startServer } from '../../server/index';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';

export const SCROLL_BUDGET = { longTaskMs: 50, heapMb: 40, domNodes: 3000 };

export interface ScrollFigure {
  tenant: string;
  gameType: string;
  games: number;
  wheelSteps: number;
  longTasks: number[];
  domNodes: number;
  heapMb: number;
  layoutShift: number;
  /** Pictures without `loading="lazy"` or without width and height. */
  unsizedOrEager: number;
  withinBudget: boolean;
}

declare global {
  interface Window {
    __bench?: { longTasks: number[]; shift: number };
  }
}

export async function measureGameListScroll({
  distDir = 'dist',
  tenant = 'royal88',
  gameType = 'RNG',
} = {}): Promise<ScrollFigure> {
  const server = await startServer({ port: 0, distDir, dataDir: 'memory://', logger: false });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const bench = (window.__bench = { longTasks: [] as number[], shift: 0 });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
      new PerformanceObserver((list) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
        // As CLS counts them: a shift right after a tap (the filter's) is the player's doing.
        for (const entry of list.getEntries() as Shift[])
          if (!entry.hadRecentInput) bench.shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${server.url}/m/gameList?gameType=${gameType}&tenant=${tenant}`);
    const list = page.getByTestId('game-list');
    await list.waitFor();
    // The slots list opens on the new games; the filter's ALL shows the whole catalogue of the type.
    await page.getByTestId('open-filter').click();
    await page.getByTestId('filter-classify-ALL').click();
    await page.getByTestId('filter-submit').click();
    await page.getByTestId('filter-drawer').waitFor({ state: 'detached' });
    await list.waitFor();
    // Only the scrolling counts: the first load is Lighthouse's to judge.
    await page.evaluate(() => (window.__bench!.longTasks = []));
    let wheelSteps = 0;
    // The end is what the player sees: the last page drawn, its end line on screen.
    const endLine = page.getByTestId('list-status');
    while (!(await endLine.isVisible()) || !(await atBottom(page))) {
      await page.mouse.wheel(0, 600);
      wheelSteps++;
      // A finger's pace: about ten flicks a second.
      await page.waitForTimeout(100);
      if (wheelSteps > 3000) throw new Error('the list never reached its end');
    }
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const figures = await page.evaluate(() => {
      const pictures = [...document.querySelectorAll('[data-testid="game-grid"] img')];
      return {
        games: Number(
          document.querySelector('[data-testid="game-grid-blocks"]')?.getAttribute('data-count'),
        ),
        domNodes: document.getElementsByTagName('*').length,
        unsizedOrEager: pictures.filter(
          (img) =>
            img.getAttribute('loading') !== 'lazy' ||
            !img.getAttribute('width') ||
            !img.getAttribute('height'),
        ).length,
        ...window.__bench!,
      };
    });
    const heapMb = heap.usedSize / 1024 / 1024;
    const longest = Math.max(0, ...figures.longTasks);
    return {
      tenant,
      gameType,
      games: figures.games,
      wheelSteps,
      longTasks: figures.longTasks,
      domNodes: figures.domNodes,
      heapMb,
      layoutShift: figures.shift,
      unsizedOrEager: figures.unsizedOrEager,
      withinBudget:
        longest <= SCROLL_BUDGET.longTaskMs &&
        heapMb <= SCROLL_BUDGET.heapMb &&
        figures.domNodes <= SCROLL_BUDGET.domNodes &&
        figures.unsizedOrEager === 0,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

const atBottom = (page: Page) =>
  page.evaluate(
    () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
  );

export function printScrollFigure(figure: ScrollFigure): boolean {
  const budget = SCROLL_BUDGET;
  const over = figure.longTasks.filter((duration) => duration > budget.longTaskMs);
  const longest = Math.max(0, ...figure.longTasks);
  console.log(
    `  ${figure.tenant} /m/gameList?gameType=${figure.gameType}: ${figure.games} games after ` +
      `${figure.wheelSteps} wheel steps at 4× CPU slowdown`,
  );
  console.log(
    `  long tasks while scrolling: ${figure.longTasks.length} (longest ${Math.round(longest)} ms, ` +
      `${over.length} over ${budget.longTaskMs} ms)`,
  );
  console.log(
    `  DOM elements ${figure.domNodes} (budget ≤ ${budget.domNodes}), JS heap ${figure.heapMb.toFixed(1)} MB ` +
      `(budget ≤ ${budget.heapMb} MB), layout shift ${figure.layoutShift.toFixed(3)}, ` +
      `pictures not lazy or unsized: ${figure.unsizedOrEager}`,
  );
  console.log(`game list scroll: ${figure.withinBudget ? 'within budget' : 'OVER BUDGET'}`);
  return figure.withinBudget;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [tenant, gameType] = process.argv.slice(2);
  const figure = await measureGameListScroll({
    ...(tenant ? { tenant } : {}),
    ...(gameType ? { gameType } : {}),
  });
  process.exitCode = printScrollFigure(figure) ? 0 : 1;
}
