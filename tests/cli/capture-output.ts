import { format } from 'node:util';

/** Receives one piece of printed text. */
export type Sink = (text: string) => void;

export interface CapturedOutput {
  stdout: string;
  stderr: string;
}

type Write = typeof process.stdout.write;
type WriteCallback = (error?: Error | null) => void;
type ConsoleMethod = 'log' | 'info' | 'debug' | 'warn' | 'error';

const TO_STDOUT: readonly ConsoleMethod[] = ['log', 'info', 'debug'];
const TO_STDERR: readonly ConsoleMethod[] = ['warn', 'error'];

/** One capture at a time: a second would restore the first one's patches out of order. */
let capturing = false;

function writeInto(sink: Sink): Write {
  const write = (
    chunk: string | Uint8Array,
    encodingOrCallback?: BufferEncoding | WriteCallback,
    callback?: WriteCallback,
  ): boolean => {
    const encoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : 'utf8';
    sink(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString(encoding));
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    if (done) process.nextTick(done);
    return true;
  };
  return write as Write;
}

function exitRefused(code?: number | string | null): never {
  throw new Error(
    `process.exit(${String(code)}) called in-process: run this command with runWlProcess`,
  );
}

/** Patches console, process.stdout/stderr and process.exit; returns the undo. */
function patchProcess(out: Sink, err: Sink): () => void {
  const saved = {
    console: Object.fromEntries(
      [...TO_STDOUT, ...TO_STDERR].map((method) => [method, console[method]]),
    ) as Record<ConsoleMethod, Console[ConsoleMethod]>,
    stdoutWrite: process.stdout.write,
    stderrWrite: process.stderr.write,
    exit: process.exit,
  };
  for (const method of TO_STDOUT)
    console[method] = (...args: unknown[]) => out(`${format(...args)}\n`);
  for (const method of TO_STDERR)
    console[method] = (...args: unknown[]) => err(`${format(...args)}\n`);
  process.stdout.write = writeInto(out);
  process.stderr.write = writeInto(err);
  process.exit = exitRefused;
  return () => {
    Object.assign(console, saved.console);
    process.stdout.write = saved.stdoutWrite;
    process.stderr.write = saved.stderrWrite;
    process.exit = saved.exit;
  };
}

/**
 * Runs `run` with everything printed through console or process.stdout/stderr collected instead,
 * and process.exit throwing instead of ending the test worker. Restores all of it, also on throw.
 */
export async function captureOutput(
  run: (sinks: { out: Sink; err: Sink }) => Promise<void>,
): Promise<CapturedOutput> {
  if (capturing) throw new Error('captureOutput calls cannot overlap (a concurrent test?)');
  capturing = true;
  const stdout: string[] = [];
  const stderr: string[] = [];
  const out: Sink = (text) => void stdout.push(text);
  const err: Sink = (text) => void stderr.push(text);
  const restore = patchProcess(out, err);
  try {
    await run({ out, err });
  } finally {
    restore();
    capturing = false;
  }
  return { stdout: stdout.join(''), stderr: stderr.join('') };
}
