import type { StepResult } from './steps';

const pad = (text: string, width: number) => text.padEnd(width);

/** Prints the table of steps and the closing count line; true when every step passed. */
export function printSummary(results: StepResult[], wallSeconds: number): boolean {
  const width = Math.max(...results.map((result) => result.step.name.length));
  console.log(`\n${pad('step', width)}  result  seconds  tests`);
  for (const { step, ok, seconds, counts, countError } of results) {
    const tests = counts
      ? `${counts.passed} passed, ${counts.failed} failed${counts.other ? `, ${counts.other} not run` : ''}`
      : (countError ?? '');
    console.log(
      `${pad(step.name, width)}  ${pad(ok ? 'ok' : 'FAILED', 6)}  ${seconds.toFixed(0).padStart(7)}  ${tests}`,
    );
  }
  console.log(
    `${pad('npm test (wall clock)', width)}          ${wallSeconds.toFixed(0).padStart(7)}`,
  );
  const passed = results.reduce((sum, result) => sum + (result.counts?.passed ?? 0), 0);
  const failed = results.reduce((sum, result) => sum + (result.counts?.failed ?? 0), 0);
  const failures = results.flatMap((result) => result.counts?.failures ?? []);
  if (failures.length > 0)
    console.log(`\nfailed:\n${failures.map((line) => `- ${line}`).join('\n')}`);
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  return results.every((result) => result.ok);
}
