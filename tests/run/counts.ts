import type { Counts } from './steps';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
}

/** Counts of Vitest's JSON reporter. */
export function countVitest(json: string): Counts {
  const report = JSON.parse(json) as VitestReport;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    other: report.numTotalTests - report.numPassedTests - report.numFailedTests,
  };
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

/** Counts of Playwright's JSON reporter; a flaky test (passed on a retry) counts as failed. */
export function countPlaywright(json: string): Counts {
  const { stats } = JSON.parse(json) as PlaywrightReport;
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, other: stats.skipped };
}
