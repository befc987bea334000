import { Command } from 'commander';

import { EXIT, runAction } from '../lib/errors';
import { explainTenant } from '../lib/explain';
import { withCwd } from '../lib/options';
import { projectPaths } from '../lib/project';
import { printProblems } from '../lib/report';
import { loadNamedTenants } from '../lib/tenants';

/** `wl explain <code>`: per kind of user, what each surface shows and which gate hides the rest. */
export function explainCommand(): Command {
  return withCwd(new Command('explain'))
    .description('show what guests, members, trials and each agent type see on a tenant, and why')
    .argument('<tenant>', 'tenant code (or tenant folder / tenant.json path)')
    .action(
      runAction(async (target: string, flags: { cwd: string }) => {
        const paths = projectPaths(flags.cwd);
        const { tenants, problems } = await loadNamedTenants(
          paths.tenantsDir,
          [target],
          paths.root,
        );
        const loaded = tenants[0];
        if (problems.length || !loaded) {
          printProblems(problems, paths.root);
          return EXIT.user;
        }
        process.stdout.write(explainTenant(loaded.tenant));
        return EXIT.ok;
      }),
    );
}
