import { Command } from 'commander';

import { EXIT, runAction } from '../lib/errors';
import { withCwd } from '../lib/options';
import { projectPaths } from '../lib/project';
import { validateProject } from '../lib/validate-project';

/** `wl validate [code|path…]`: every problem with file, JSON pointer, message and hint. */
export function validateCommand(): Command {
  return withCwd(new Command('validate'))
    .description('check tenant files against the schema (all tenants when none is named)')
    .argument('[tenants...]', 'tenant codes, tenant folders or tenant.json paths')
    .action(
      runAction(async (targets: string[], flags: { cwd: string }) => {
        const ok = await validateProject(projectPaths(flags.cwd), targets);
        return ok ? EXIT.ok : EXIT.user;
      }),
    );
}
