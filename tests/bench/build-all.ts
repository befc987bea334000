/**
 * Build-all timing: `wl build <one>` against `wl build --all` for 100 tenants, each including the
 * single app compile, measured side by side in one run. Budget: building 100 costs at most 2× one.
 * Run directly (`tsx tests/bench/build-all.ts [count] [runs]`) or call `measureBuildAll()`.
 */
import { execFile } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Tenant } from '../../schema/tenant';
import { withPassingShades } from '../../schema/theme-contrast';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const WL = path.join(REPO, 'cli', 'bin', 'wl.js');
const DEMO_CODES = ['lucky7', 'perlas', 'royal88'];
export const BUILD_ALL_BUDGET_RATIO = 2;

export interface BuildAllFigure {
  tenants: number;
  runs: number;
  /** Median wall-clock ms of `wl build <one tenant>` (compile included). */
  oneMs: number;
  /** Median wall-clock ms of `wl build --all` (compile included). */
  allMs: number;
  ratio: number;
  withinBudget: boolean;
  samples: { one: number[]; all: number[] };
}

/** A throwaway project that shares src/, vite.config.ts, schema and node_modules with the repo. */
export function makeBenchProject(
  count: number,
  srcDir = path.join(REPO, 'src'),
): { root: string; codes: string[]; cleanup: () => void } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'wl-bench-'));
  symlinkSync(srcDir, path.join(root, 'src'));
  for (const shared of ['vite.config.ts', 'node_modules', 'schema']) {
    symlinkSync(path.join(REPO, shared), path.join(root, shared));
  }
  writeFileSync(path.join(root, 'package.json'), '{ "private": true, "type": "module" }\n');
  const codes = Array.from({ length: count }, (_, index) => writeVariant(root, index));
  return { root, codes, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** Tenant number `index`: a demo tenant with its own code, merchant codes, domain and colours. */
function writeVariant(root: string, index: number): string {
  const base = DEMO_CODES[index % DEMO_CODES.length]!;
  const code = `${base}-${String(index).padStart(3, '0')}`;
  const source = path.join(REPO, 'tenants', base);
  const target = path.join(root, 'tenants', code);
  mkdirSync(target, { recursive: true });
  cpSync(source, target, { recursive: true });
  const data = JSON.parse(readFileSync(path.join(source, 'tenant.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const theme = data.theme as Record<string, unknown>;
  const suffix = String(index).padStart(3, '0');
  Object.assign(data, {
    code,
    name: `${String(data.name)} ${suffix}`.slice(0, 40),
    merchantCode: `${String(data.merchantCode)}${suffix}`,
    trialMerchantCode: `${String(data.merchantCode)}${suffix}FREE`,
    domains: [`${code}.example.com`],
    // Spread hues, each moved to its nearest shade that wl validate accepts (WCAG AA contrast).
    theme: withPassingShades({
      ...theme,
      primary: colourFor(index),
      accent: colourFor(index + 50),
    } as Tenant['theme']),
  });
  writeFileSync(path.join(target, 'tenant.json'), `${JSON.stringify(data, null, 2)}\n`);
  return code;
}

/** Distinct, evenly spread hues as #rrggbb. */
function colourFor(index: number): string {
  const hue = (index * 137.508) % 360;
  const channel = (offset: number) => {
    const k = (offset + hue / 30) % 12;
    const value = 0.45 - 0.3 * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function timeWl(args: string[], cwd: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [WL, ...args, '--cwd', cwd],
      { cwd: REPO, maxBuffer: 16 << 20 },
      (error, _stdout, stderr) => {
        if (error)
          reject(new Error(`wl ${args.join(' ')} failed (exit ${String(error.code)}):\n${stderr}`));
        else resolve(performance.now() - started);
      },
    );
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface BuildAllOptions {
  /** Tenants to generate. @default 100 */
  count?: number;
  /** Side-by-side runs whose medians are reported. @default 3 */
  runs?: number;
  /** App source to compile. @default the repo's src/ */
  srcDir?: string;
}

export async function measureBuildAll({
  count = 100,
  runs = 3,
  srcDir,
}: BuildAllOptions = {}): Promise<BuildAllFigure> {
  const project = makeBenchProject(count, srcDir);
  try {
    const samples = { one: [] as number[], all: [] as number[] };
    for (let run = 0; run < runs; run++) {
      samples.one.push(await timeWl(['build', project.codes[0]!], project.root));
      samples.all.push(await timeWl(['build', '--all'], project.root));
    }
    const oneMs = median(samples.one);
    const allMs = median(samples.all);
    const ratio = allMs / oneMs;
    return {
      tenants: count,
      runs,
      oneMs,
      allMs,
      ratio,
      withinBudget: ratio <= BUILD_ALL_BUDGET_RATIO,
      samples,
    };
  } finally {
    project.cleanup();
  }
}

export function formatBuildAll(figure: BuildAllFigure): string {
  return [
    `build 1 tenant:     ${Math.round(figure.oneMs)} ms (median of ${figure.runs})`,
    `build ${figure.tenants} tenants: ${Math.round(figure.allMs)} ms (median of ${figure.runs})`,
    `ratio ${figure.ratio.toFixed(2)}× (budget ≤ ${BUILD_ALL_BUDGET_RATIO}×): ${figure.withinBudget ? 'ok' : 'OVER BUDGET'}`,
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [count, runs] = process.argv.slice(2).map(Number);
  const figure = await measureBuildAll({ count: count || 100, runs: runs || 3 });
  console.log(formatBuildAll(figure));
  process.exitCode = figure.withinBudget ? 0 : 1;
}
