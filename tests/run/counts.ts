import type { Counts } from './steps';

/** The first line of an error, without colour codes, short enough for a summary line. */
function firstLine(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '').trim();
  return (plain.split('\n')[0] ?? '').slice(0, 200);
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
  testResults: {
    name: string;
    message?: string;
    status: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

/** Counts of Vitest's JSON reporter, with each failed test (or failed file) named. */
export function countVitest(json: string): Counts {
  const report = JSON.parse(json) as VitestReport;
  const failures: string[] = [];
  for (const file of report.testResults) {
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push(`${file.name} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    if (file.status === 'failed' && failed.length === 0)
      failures.push(
        `${file.name}: ${firstLine(file.message) || 'failed outside its tests (a hook or the import), see its error above'}`,
      );
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    other: report.numTotalTests - report.numPassedTests - report.numFailedTests,
    failures,
  };
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs: {
    title: string;
    line: number;
    tests: {
      projectName: string;
      status: string;
      results: { status: string; error?: { message?: string } }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
  errors: { message?: string }[];
}

function playwrightFailures(suites: PlaywrightSuite[], titles: string[] = []): string[] {
  return suites.flatMap((suite) => [
    ...suite.specs.flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
        .map((test) => {
          const failed = test.results.find((result) => result.error);
          const name = [...titles, suite.title, spec.title].filter(Boolean).join(' › ');
          return `[${test.projectName}] ${suite.file}:${spec.line} ${name}: ${firstLine(failed?.error?.message)}`;
        }),
    ),
    ...playwrightFailures(suite.suites ?? [], [...titles, suite.title]),
  ]);
}

/** Counts of Playwright's JSON reporter; a flaky test (passed on a retry) counts as failed. */
export function countPlaywright(json: string): Counts {
  const report = JSON.parse(json) as PlaywrightReport;
  const { stats } = report;
  return {
    passed: stats.expected,
    failed: stats.unexpected + stats.flaky,
    other: stats.skipped,
    failures: [
      ...playwrightFailures(report.suites),
      ...report.errors.map((error) => `outside a test: ${firstLine(error.message)}`),
    ],
  };
}
