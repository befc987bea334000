import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { type Command, CommanderError } from 'commander';

import { captureOutput } from './capture-output';

export const REPO = fileURLToPath(new URL('../..', import.meta.url));
export const DEMO_CODES = ['lucky7', 'perlas', 'royal88'];
const WL = path.join(REPO, 'cli', 'bin', 'wl.js');

export interface WlRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * How long a spawned `wl start` / `wl dev` may take to come up. It seeds a fresh database: about 7 s
 * on an idle machine, several times that while Vitest and Playwright share two cores. The bound
 * only ends a start that hangs; tests wait for the server's own "ready" output, never for time.
 */
export const SERVER_START_BOUND_MS = 150_000;
/** A test or hook that starts a server: the start bound plus the test's own work. */
export const SERVER_TEST_BOUND_MS = SERVER_START_BOUND_MS + 30_000;

/** `command` and every command under it: addCommand copies no settings to a subcommand. */
function* commandTree(command: Command): Generator<Command> {
  yield command;
  for (const sub of command.commands) yield* commandTree(sub);
}

/**
 * Runs `wl <args> --cwd <cwd>` in this process on a fresh command tree: what it prints, and the
 * exit code the launcher would end with (commander's own for usage errors, 1 for an error nothing
 * caught, as Node gives for an uncaught one). Commands that open a server or depend on being their
 * own process (the data folder lock is per process) run with runWlProcess instead.
 */
export async function runWl(args: string[], cwd: string): Promise<WlRun> {
  // Loaded on use: the files that only spawn servers do not pay for the command tree.
  const { createProgram } = await import('../../cli/program');
  const program = createProgram();
  const exitCodeBefore = process.exitCode;
  let code = 0;
  const output = await captureOutput(async ({ out, err }) => {
    for (const command of commandTree(program))
      command.exitOverride().configureOutput({ writeOut: out, writeErr: err });
    process.exitCode = undefined;
    try {
      await program.parseAsync(['node', 'wl', ...args, '--cwd', cwd]);
      code = Number(process.exitCode ?? 0);
    } catch (error) {
      if (error instanceof CommanderError) code = error.exitCode;
      else {
        err(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
        code = 1;
      }
    } finally {
      process.exitCode = exitCodeBefore;
    }
  });
  return { code, ...output };
}

/**
 * Runs the real `wl` launcher (cli/bin/wl.js) in a child process with `--cwd <cwd>`: for what proves
 * the launcher, or needs a process of its own.
 */
export function runWlProcess(args: string[], cwd: string): Promise<WlRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [WL, ...args, '--cwd', cwd],
      { cwd: REPO },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 99) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** A temp project holding copies of the given demo tenants; removed by the returned cleanup. */
export function makeProject(codes: string[] = DEMO_CODES): { root: string; cleanup: () => void } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'wl-cli-'));
  mkdirSync(path.join(root, 'tenants'));
  writeFileSync(path.join(root, 'package.json'), '{ "private": true, "type": "module" }\n');
  for (const code of codes) {
    cpSync(path.join(REPO, 'tenants', code), path.join(root, 'tenants', code), { recursive: true });
  }
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** A tiny stand-in for the compiled app in `<dist>/.app` (used with --skip-compile). */
export function writeFakeApp(root: string): { indexHtml: string; asset: string } {
  const app = path.join(root, 'dist', '.app');
  mkdirSync(path.join(app, 'assets'), { recursive: true });
  const indexHtml = [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <!--tenant-head-->',
    '    <script type="module" crossorigin src="/assets/index-Abc123.js"></script>',
    '  </head>',
    '  <body><div id="root"></div></body>',
    '</html>',
    '',
  ].join('\n');
  writeFileSync(path.join(app, 'index.html'), indexHtml);
  const asset = path.join(app, 'assets', 'index-Abc123.js');
  writeFileSync(asset, 'console.log("app");\n');
  writeFileSync(path.join(app, 'assets', 'index-Def456.css'), 'body{}\n');
  return { indexHtml, asset };
}

/** Names in `dir` that look like leftovers of an interrupted write. */
export function tempLeftovers(dir: string): string[] {
  return readdirSync(dir).filter((name) => name.startsWith('.tmp-'));
}

/** The JSON inlined in a built index.html. */
export function inlinedConfig(html: string): unknown {
  const match = /<script id="tenant-config" type="application\/json">([\s\S]*?)<\/script>/.exec(
    html,
  );
  if (!match) throw new Error('no tenant-config script in the HTML');
  return JSON.parse(match[1]!);
}
