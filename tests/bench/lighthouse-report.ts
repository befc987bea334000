/** Medians, budget and the printed table of the Lighthouse bench (tests/bench/lighthouse.ts). */

export const LIGHTHOUSE_BUDGET = { score: 95, lcpMs: 2000, cls: 0.05, tbtMs: 150 };
/** A repeat visit (warm HTTP cache) paints its largest element within this (issue 20). */
export const WARM_LCP_BUDGET_MS = 1000;

export interface LighthouseSample {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Transferred bytes of the whole load. */
  bytes: number;
}

export interface LighthouseFigure {
  tenant: string;
  route: string;
  median: LighthouseSample;
  samples: LighthouseSample[];
  /** One repeat visit right after the cold ones, with the HTTP cache (and service worker) warm. */
  warm?: LighthouseSample;
  /** Home only: a repeat visit with the HTTP cache warm and the service worker gone. */
  warmWithoutWorker?: LighthouseSample;
  withinBudget: boolean;
}

/** Each metric's own median (not the sample with the median score). */
export function medianSample(samples: LighthouseSample[]): LighthouseSample {
  const of = (key: keyof LighthouseSample) => {
    const sorted = samples.map((sample) => sample[key]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    fcpMs: of('fcpMs'),
    bytes: of('bytes'),
  };
}

export function meetsBudget(cold: LighthouseSample, warm?: LighthouseSample): boolean {
  const budget = LIGHTHOUSE_BUDGET;
  return (
    cold.score >= budget.score &&
    cold.lcpMs <= budget.lcpMs &&
    cold.cls <= budget.cls &&
    cold.tbtMs <= budget.tbtMs &&
    (!warm || warm.lcpMs <= WARM_LCP_BUDGET_MS)
  );
}

/** One figure on one line, for progress while the run goes on. */
export const progressLine = ({ tenant, route, median, warm }: LighthouseFigure): string =>
  `${tenant} ${route}: score ${median.score}, LCP ${seconds(median.lcpMs)}, TBT ` +
  `${Math.round(median.tbtMs)} ms, CLS ${median.cls.toFixed(3)}` +
  (warm ? `, warm LCP ${seconds(warm.lcpMs)}` : '');

const COLUMNS = ['tenant', 'route', 'score', 'LCP', 'TBT', 'CLS', 'FCP', 'KiB', 'warm LCP', ''];

/** A Markdown table, one row per tenant and route, with the budget row first. */
export function printLighthouseFigures(
  figures: LighthouseFigure[],
  throttling: 'simulate' | 'devtools' = 'simulate',
): boolean {
  const budget = LIGHTHOUSE_BUDGET;
  const rows = [
    COLUMNS,
    COLUMNS.map(() => '---'),
    [
      '**budget**',
      '',
      `≥ ${budget.score}`,
      `≤ ${seconds(budget.lcpMs)}`,
      `≤ ${budget.tbtMs} ms`,
      `≤ ${budget.cls}`,
      '',
      '',
      `≤ ${seconds(WARM_LCP_BUDGET_MS)}`,
      '',
    ],
    ...figures.map(({ tenant, route, median, samples, warm, withinBudget }) => [
      tenant,
      route,
      `${median.score} (${samples.map((sample) => sample.score).join('/')})`,
      seconds(median.lcpMs),
      `${Math.round(median.tbtMs)} ms`,
      median.cls.toFixed(3),
      seconds(median.fcpMs),
      String(Math.round(median.bytes / 1024)),
      warm ? seconds(warm.lcpMs) : '',
      withinBudget ? 'pass' : '**FAIL**',
    ]),
  ];
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  for (const { tenant, route, warm, warmWithoutWorker } of figures) {
    if (!warm || !warmWithoutWorker) continue;
    console.log(
      `${tenant} ${route}, repeat visit: LCP ${seconds(warm.lcpMs)} (FCP ${seconds(warm.fcpMs)}) with ` +
        `the service worker, ${seconds(warmWithoutWorker.lcpMs)} (FCP ` +
        `${seconds(warmWithoutWorker.fcpMs)}) without it, the HTTP cache warm in both`,
    );
  }
  const failing = figures.filter((figure) => !figure.withinBudget);
  console.log(
    `Lighthouse 12 mobile (${throttling === 'simulate' ? 'simulated' : 'applied'} throttling), ` +
      `median of ${figures[0]?.samples.length ?? 0} cold runs per route: ` +
      (failing.length
        ? `${failing.length} of ${figures.length} over budget`
        : `all ${figures.length} within budget`),
  );
  return failing.length === 0;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
