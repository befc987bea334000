import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { Command, InvalidArgumentError } from 'commander';

import { EXIT, runAction } from '../lib/errors';
import { USER_KINDS } from '../lib/matrix/factors';
import { renderMatrixReport } from '../lib/matrix/report-html';
import { runMatrix } from '../lib/matrix/run';
import { withCwd } from '../lib/options';
import { projectPaths } from '../lib/project';

interface MatrixFlags {
  cwd: string;
  strength: 2 | 3;
  user?: string[];
  browser?: boolean;
  report?: string;
}

function parseUsers(value: string): string[] {
  const users = value.split(',').map((user) => user.trim());
  const unknown = users.filter((user) => !USER_KINDS.map(String).includes(user));
  if (unknown.length)
    throw new InvalidArgumentError(
      `unknown user ${unknown.join(', ')}: use ${USER_KINDS.join(', ')} (comma-separated).`,
    );
  return users;
}

function parseStrength(value: string): 2 | 3 {
  if (value === '2' || value === '3') return Number(value) as 2 | 3;
  throw new InvalidArgumentError('expected 2 (pairwise) or 3 (3-wise).');
}

/** `wl matrix [code]`: runs the flag-matrix suites and writes an HTML report. */
export function matrixCommand(): Command {
  return withCwd(new Command('matrix'))
    .description(
      'check every surface against the spec for covering flag combinations (or one tenant)',
    )
    .argument('[tenant]', "only this tenant's own configuration, for every kind of user")
    .option('--strength <n>', 'combination strength: 2 (pairwise) or 3 (3-wise)', parseStrength, 2)
    .option(
      '--user <kinds>',
      'only these users: guest or customer types, comma-separated',
      parseUsers,
    )
    .option('--browser', 'also run the browser level (Chromium, built app, reference server)')
    .option('--report <file>', 'write the HTML report here')
    .action(
      runAction(async (tenant: string | undefined, flags: MatrixFlags) => {
        const paths = projectPaths(flags.cwd);
        const run = await runMatrix({
          paths,
          tenant,
          users: flags.user,
          strength: flags.strength,
          browser: Boolean(flags.browser),
        });
        const failing = [...run.fast, ...run.browser].filter((row) =>
          row.checks.some((check) => !check.pass),
        );
        console.log(
          `Matrix: ${run.fast.length} fast rows${flags.browser ? `, ${run.browser.length} browser rows` : ''}, ` +
            `${failing.length} failing, in ${Math.round(run.ms / 1000)} s.`,
        );
        if (flags.report) {
          const file = path.resolve(flags.cwd, flags.report);
          await mkdir(path.dirname(file), { recursive: true });
          const title = `wl matrix ${tenant ?? `(${flags.strength}-wise)`}`;
          await writeFile(file, renderMatrixReport(run, { title, reportFile: file }));
          console.log(`Report: ${file}`);
        }
        return failing.length || run.codes.some((code) => code !== 0) ? EXIT.user : EXIT.ok;
      }),
    );
}
