import { describe, expect, it } from 'vitest';

import { countPlaywright, countVitest } from '../run/counts';

describe('npm test summary', () => {
  it('names each failed Vitest test and a file that failed outside its tests', () => {
    const report = {
      numPassedTests: 1,
      numFailedTests: 1,
      numTotalTests: 2,
      testResults: [
        {
          name: '/repo/tests/a.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'a works', status: 'passed', failureMessages: [] },
            {
              fullName: 'a breaks',
              status: 'failed',
              failureMessages: ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at x'],
            },
          ],
        },
        {
          name: '/repo/tests/c.test.ts',
          status: 'failed',
          message: '',
          assertionResults: [{ fullName: 'c hooks', status: 'skipped', failureMessages: [] }],
        },
        {
          name: '/repo/tests/b.test.ts',
          status: 'failed',
          message: 'SyntaxError: nope',
          assertionResults: [],
        },
      ],
    };
    const counts = countVitest(JSON.stringify(report));
    expect(counts).toMatchObject({ passed: 1, failed: 1, other: 0 });
    expect(counts.failures).toEqual([
      '/repo/tests/a.test.ts › a breaks: AssertionError: expected 1 to be 2',
      '/repo/tests/c.test.ts: failed outside its tests (a hook or the import), see its error above',
      '/repo/tests/b.test.ts: SyntaxError: nope',
    ]);
  });

  it('names failed and flaky Playwright tests with project, file and line, nested suites included', () => {
    const test = (status: string, message?: string) => ({
      projectName: 'lucky7',
      status,
      results: [
        { status: message ? 'failed' : 'passed', ...(message ? { error: { message } } : {}) },
      ],
    });
    const report = {
      stats: { expected: 1, unexpected: 1, flaky: 0, skipped: 1 },
      errors: [{ message: 'Error: global setup failed\nstack' }],
      suites: [
        {
          title: 'club.spec.ts',
          file: 'club.spec.ts',
          specs: [{ title: 'opens', line: 3, tests: [test('expected')] }],
          suites: [
            {
              title: 'bets',
              file: 'club.spec.ts',
              specs: [
                {
                  title: 'places a bet',
                  line: 9,
                  tests: [test('unexpected', 'TimeoutError: 5000ms')],
                },
              ],
            },
          ],
        },
      ],
    };
    const counts = countPlaywright(JSON.stringify(report));
    expect(counts).toMatchObject({ passed: 1, failed: 1, other: 1 });
    expect(counts.failures).toEqual([
      '[lucky7] club.spec.ts:9 club.spec.ts › bets › places a bet: TimeoutError: 5000ms',
      'outside a test: Error: global setup failed',
    ]);
  });
});
