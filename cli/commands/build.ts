import { Command } from 'commander';

import { buildTenants } from '../lib/build';
import { EXIT, runAction } from '../lib/errors';
import { withCwd } from '../lib/options';
import { projectPaths } from '../lib/project';

interface BuildFlags {
  cwd: string;
  all?: boolean;
  out?: string;
  skipCompile?: boolean;
}

/** `wl build [code…] | --all`: validate, compile the app once, write `dist/<code>/` per tenant. */
export function buildCommand(): Command {
  return withCwd(new Command('build'))
    .description('validate tenants, compile the app once and write dist/<code>/ for each tenant')
    .argument('[tenants...]', 'tenant codes (or tenant folders / tenant.json paths)')
    .option('--all', 'build every tenant in tenants/')
    .option('--out <dir>', 'output folder (default: <cwd>/dist)')
    .option('--skip-compile', 'reuse the existing <out>/.app build instead of compiling')
    .action(
      runAction(async (targets: string[], flags: BuildFlags) => {
        const result = await buildTenants({
          paths: projectPaths(flags.cwd, flags.out),
          targets,
          all: flags.all,
          skipCompile: flags.skipCompile,
        });
        return result.ok ? EXIT.ok : EXIT.user;
      }),
    );
}
