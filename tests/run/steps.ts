import { spawn } from 'node:child_process';

/** Tests a step ran, read from its report. */
export interface Counts {
  passed: number;
  failed: number;
  /** Skipped or not run (a failing run that stopped early). */
  other: number;
  /** One line per failed test (name and the first line of its error), printed after the table. */
  failures: string[];
}

export interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** Reads the step's report once it has finished; undefined for steps that run no tests. */
  count?: () => Counts;
}

export interface StepResult {
  step: Step;
  ok: boolean;
  seconds: number;
  counts?: Counts;
  /** Why the counts are missing (no report: the step died before writing it). */
  countError?: string;
}

/**
 * Runs phases one after another and the steps of a phase side by side. A lone step prints as it
 * goes; steps side by side print whole, one after another, so their lines never interleave.
 */
export async function runSteps(phases: Step[][]): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const phase of phases) {
    const alone = phase.length === 1;
    results.push(...(await Promise.all(phase.map((step) => runStep(step, alone)))));
  }
  return results;
}

function runStep(step: Step, stream: boolean): Promise<StepResult> {
  const started = performance.now();
  console.log(`\n▶ ${step.name}${stream ? '' : ' (output when it ends)'}`);
  const child = spawn(step.command, step.args, {
    env: { ...process.env, ...step.env },
    stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (!stream) console.log(`\n── ${step.name} ──\n${output.trimEnd()}`);
      const result: StepResult = { step, ok: code === 0, seconds };
      if (step.count) {
        try {
          result.counts = step.count();
        } catch (error) {
          result.countError = error instanceof Error ? error.message : String(error);
        }
      }
      resolve(result);
    });
  });
}
