import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { compileApp } from '../compile';
import type { ProjectPaths } from '../project';
import { appDir } from '../project';
import { isAppBuildStale } from '../stale';
import type { RowResult } from './compare';
import type { Strength } from './generate';
import { MATRIX_ENV } from './rows';

export interface MatrixRunOptions {
  paths: ProjectPaths;
  tenant?: string;
  /** Only rows of these kinds of user. */
  users?: string[];
  strength: Strength;
  browser: boolean;
}

export interface MatrixRun {
  fast: RowResult[];
  browser: RowResult[];
  /** Exit codes of the suites (0 = every row passed). */
  codes: number[];
  ms: number;
}

function runNode(args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function readJson(file: string): Promise<RowResult[]> {
  return JSON.parse(await readFile(file, 'utf8')) as RowResult[];
}

async function readResults(out: string): Promise<Pick<MatrixRun, 'fast' | 'browser'>> {
  const names = await readdir(out).catch(() => [] as string[]);
  const fast = (
    await Promise.all(
      names.filter((name) => name.startsWith('fast')).map((name) => readJson(path.join(out, name))),
    )
  ).flat();
  const browserDir = path.join(out, 'browser');
  const browserFiles = await readdir(browserDir).catch(() => [] as string[]);
  const browser = await Promise.all(
    browserFiles.map(
      async (name) => JSON.parse(await readFile(path.join(browserDir, name), 'utf8')) as RowResult,
    ),
  );
  const byId = (a: RowResult, b: RowResult) =>
    a.combination.id.localeCompare(b.combination.id, 'en', { numeric: true });
  return { fast: fast.sort(byId), browser: browser.sort(byId) };
}

/**
 * Runs the matrix suites of the project (the fast Vitest level, and the Playwright browser level
 * when asked) with the row selection in the environment, then collects their row results.
 */
export async function runMatrix(options: MatrixRunOptions): Promise<MatrixRun> {
  const started = performance.now();
  const { root } = options.paths;
  const out = await mkdtemp(path.join(os.tmpdir(), 'wl-matrix-results-'));
  const env = {
    ...process.env,
    [MATRIX_ENV.out]: out,
    [MATRIX_ENV.strength]: String(options.strength),
    ...(options.tenant ? { [MATRIX_ENV.tenant]: options.tenant } : {}),
    ...(options.users ? { [MATRIX_ENV.users]: options.users.join(',') } : {}),
  };
  try {
    const codes = [
      await runNode(
        [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'matrix'],
        root,
        env,
      ),
    ];
    if (options.browser) {
      if (await isAppBuildStale(root, appDir(options.paths.distDir)))
        await compileApp(options.paths);
      const cli = path.join(root, 'node_modules/@playwright/test/cli.js');
      codes.push(await runNode([cli, 'test', '--project', 'matrix'], root, env));
    }
    return { ...(await readResults(out)), codes, ms: performance.now() - started };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}
