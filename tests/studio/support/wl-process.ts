import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../../..', import.meta.url));
const WL = path.join(REPO, 'cli', 'bin', 'wl.js');

export interface WlProcess {
  /** The first match of the line the caller waited for. */
  match: RegExpMatchArray;
  /** Waits for a later line of the output. */
  waitFor(pattern: RegExp): Promise<RegExpMatchArray>;
  stop(): Promise<void>;
}

/**
 * Runs a real `wl` command in a child process and resolves when its output shows `pattern` (never
 * after a fixed time); rejects with the output when the command exits first.
 */
export async function startWl(
  args: string[],
  pattern: RegExp,
  env: NodeJS.ProcessEnv = {},
): Promise<WlProcess> {
  const child = spawn(process.execPath, [WL, ...args], {
    cwd: REPO,
    // The temp project's own dist/, whatever the suite's environment says.
    env: { ...process.env, WL_DIST_DIR: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: { pattern: RegExp; resolve(m: RegExpMatchArray): void; reject(e: Error): void }[] =
    [];
  const settle = () => {
    for (const waiter of [...waiters]) {
      const found = output.match(waiter.pattern);
      if (found) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(found);
      }
    }
  };
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    settle();
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  child.once('exit', (code) => {
    for (const waiter of waiters.splice(0))
      waiter.reject(
        new Error(`wl ${args[0]} exited (${code}) before ${waiter.pattern}:\n${output}`),
      );
  });
  const waitFor = (wanted: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      waiters.push({ pattern: wanted, resolve, reject });
      settle();
    });
  const match = await waitFor(pattern);
  return { match, waitFor, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * A temp project with copies of the named tenants, their builds and the compiled app (`dist/`, from
 * `wl build` before the browser suites), times kept so `wl start` rebuilds nothing it need not: the
 * studio and `wl start` work on it, never on the repo.
 */
export function tempProject(codes: string[]): { root: string; cleanup(): void } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'wl-studio-'));
  mkdirSync(path.join(root, 'dist'));
  const copy = (relative: string) => {
    const from = path.join(REPO, relative);
    if (existsSync(from))
      cpSync(from, path.join(root, relative), { recursive: true, preserveTimestamps: true });
  };
  copy(path.join('dist', '.app'));
  for (const code of codes) {
    copy(path.join('tenants', code));
    copy(path.join('dist', code));
  }
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
